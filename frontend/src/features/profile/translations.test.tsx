/** The profile says nothing outside the catalogues (rendered in the pseudo language, only its data in English). */
import type { User } from '@academy/shared';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { type AuthActions, AuthContext } from '../../lib/auth/auth-context';
import { session } from '../../lib/auth/session';
import { markup, untranslated } from '../../testing/markup';
import { ProfileEditForm } from './components/profile-form';
import ProfilePage from './routes/profile';

const user = {
  id: 'u1',
  name: 'Kavya Rao',
  email: 'kavya@test.academy',
  role: 'instructor',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  profile: { bio: 'Loves data', education: 'BTech' },
  mfaEnabled: true,
} as User;

const pseudo = (node: ReactNode) =>
  markup(<AuthContext.Provider value={{} as AuthActions}>{node}</AuthContext.Provider>, { locale: 'pseudo' });
// The user's data (and initials), the English name in the language list, the date's month and the example's "B.Tech".
const allowed = [user.name, user.email, 'KR', 'Loves data', 'BTech', 'English', 'Jan', 'AM', 'PM', 'B.Tech'];

describe('the profile in the pseudo language', () => {
  afterAll(() => session.reset());

  it('the page and its edit form', () => {
    session.setUser(user);
    const page = pseudo(<ProfilePage />);
    expect(page).toContain('हिन्दी');
    expect(untranslated(page, allowed)).toEqual([]);
    expect(untranslated(pseudo(<ProfileEditForm user={user} onDone={() => {}} />), allowed)).toEqual([]);
  });
});
