/**
 * The app's frame and the UI kit say nothing outside the catalogues: rendered in the pseudo language, no English
 * is left but the brand, the data the test gives and the languages' own names.
 */
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('react-dom', async (original) => ({
  ...(await original<typeof import('react-dom')>()),
  createPortal: (node: ReactNode) => node,
}));

import { PageSpinner, PasswordField, TextField } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormModal } from '../../components/ui/form';
import { DismissibleError } from '../../components/ui/kit-error-alerts';
import { DeleteItemDialog, ItemFormModal, LocalDateTimeField } from '../../components/ui/kit-item-form';
import { LoadMore } from '../../components/ui/kit-list';
import { EditDelete, RefreshNew } from '../../components/ui/kit-list-actions';
import { ListTab } from '../../components/ui/kit-list-tab';
import { LoadFailed } from '../../components/ui/kit-load-failed';
import { DraftReplyBox } from '../../components/ui/kit-reply-box';
import { LoadError } from '../../components/ui/public-load-error';
import { session } from '../../lib/auth/session';
import { BRAND_NAME } from '../../lib/constants';
import { untranslated } from '../../testing/markup';
import { pseudoMarkup as pseudo } from '../../testing/signed-in';
import { testUser } from '../../testing/users';
import NotFoundPage from '../routes/not-found';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';
import { UserMenu } from './user-menu';

const user = testUser();
const allowed = [BRAND_NAME, user.name, user.email, 'English'];
const noop = () => {};

describe('the frame in the pseudo language', () => {
  beforeAll(() => vi.stubGlobal('document', { body: {} }));
  afterAll(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('the navigation bar, signed out and signed in', () => {
    session.signOut();
    expect(untranslated(pseudo(<Navbar />), allowed)).toEqual([]);
    session.setUser(user);
    expect(untranslated(pseudo(<Navbar />), allowed)).toEqual([]);
  });

  it('the mobile menu, signed out and signed in', () => {
    session.signOut();
    const out = pseudo(<MobileMenu id="menu" open onClose={noop} onLogout={noop} />);
    expect(out).toContain('हिन्दी');
    expect(untranslated(out, allowed)).toEqual([]);
    session.setUser(user);
    expect(
      untranslated(pseudo(<MobileMenu id="menu" open onClose={noop} onLogout={noop} />), allowed),
    ).toEqual([]);
  });

  it('the user menu, the footer and the 404 page', () => {
    expect(untranslated(pseudo(<UserMenu user={user} onLogout={noop} />), allowed)).toEqual([]);
    expect(untranslated(pseudo(<Footer />), allowed)).toEqual([]);
    expect(untranslated(pseudo(<NotFoundPage />, '/nowhere'), [...allowed, 'nowhere'])).toEqual([]);
  });

  it('the UI kit’s own words', () => {
    const pages = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: noop };
    const field = { name: 'title', onChange: async () => {}, onBlur: async () => {}, ref: noop };
    const list = {
      isPending: false,
      isError: false,
      isSuccess: true,
      isRefetching: false,
      error: null,
      refetch: noop,
    };
    const kit = pseudo(
      <>
        <PageSpinner />
        <PasswordField label="Ƥàśśŵōŕď" />
        <TextField label="Ńàḿē" optional />
        <LocalDateTimeField label="Śţàŕţś" />
        <LoadFailed title="Ƒàĩĺēď" error={new Error('x')} onRetry={noop} />
        <LoadError onRetry={noop} />
        <DismissibleError title="Ƒàĩĺēď" onDismiss={noop}>
          x
        </DismissibleError>
        <RefreshNew refreshing={false} onRefresh={noop} onNew={noop} />
        <EditDelete name="Week 1" onEdit={noop} onDelete={noop} />
        <LoadMore pages={pages} />
        <ConfirmDialog open title="Ţĩţĺē" description="?" busy={false} onConfirm={noop} onClose={noop}>
          x
        </ConfirmDialog>
        <FormModal formId="f" title="Ţĩţĺē" onSubmit={noop} onClose={noop} busy={false} submitLabel="Ĝō">
          x
        </FormModal>
        <ItemFormModal
          noun="session"
          newDescription="?"
          title={field}
          onSubmit={noop}
          onClose={noop}
          busy={false}
        >
          x
        </ItemFormModal>
        <DeleteItemDialog
          noun="assignment"
          item={{ title: 'Week 1' }}
          busy={false}
          error="x"
          onConfirm={noop}
          onClose={noop}
        >
          x
        </DeleteItemDialog>
        <ListTab
          title="Ţĩţĺē"
          noun="module"
          about="?"
          list={list}
          items={[{ title: 'Week 1' }]}
          renderItem={(item) => <li key={item.title}>{item.title}</li>}
          onNew={noop}
          notice={null}
          empty={null}
        />
        <DraftReplyBox
          label="Ŕēƥĺŷ"
          fieldLabel="Ŕēƥĺŷ"
          maxLength={10}
          sending={{ isPending: false, isError: false, reset: noop }}
          send={noop}
          failure="Ƒàĩĺēď"
          submitLabel="Śēńď"
        />
      </>,
    );
    expect(untranslated(kit, [...allowed, 'Week', 'x'])).toEqual([]);
  });
});
