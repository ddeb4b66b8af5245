import type { Role, User } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { type AuthActions, AuthContext } from '../../../lib/auth/auth-context';
import { session } from '../../../lib/auth/session';
import { activateLocale, i18n } from '../../../lib/i18n';

const user = (id: string, role: Role): User => ({
  _id: id,
  id,
  name: 'Signed In',
  email: 'me@example.com',
  role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: {},
});

/** A screen as markup for a signed-in user at `path`, with the queries in `data` already answered. */
export function renderScreen(
  screen: ReactNode,
  {
    path,
    me,
    data,
    locale = 'en',
  }: {
    path: string;
    me: { id: string; role: Role };
    data: (readonly [readonly unknown[], unknown])[];
    /** The language to render in (English unless given). */
    locale?: Locale | 'pseudo';
  },
) {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  // The sign-in state is the session store's; the actions come through the context.
  session.setUser(user(me.id, me.role));
  const auth = {
    login: async () => ({ user: user(me.id, me.role) }),
    register: async () => ({ user: user(me.id, me.role) }),
    signInWith: () => user(me.id, me.role),
    logout: () => {},
    setUser: () => {},
  } satisfies AuthActions;
  activateLocale(locale);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
