import { type Role, roles, type User } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BookIcon, ShieldIcon, UserPlusIcon, UsersIcon } from '../../../components/icons/icons';
import { Alert, Button, EmptyState, Select, TextField } from '../../../components/ui';
import {
  FilterBar,
  filterField,
  Page,
  PageHeader,
  TableCard,
  TableFooter,
  TableNotices,
  TableQuery,
} from '../../../components/ui/kit';
import { type CountTile, CountTiles } from '../../../components/ui/kit-count-tiles';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { formatCount } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUsers } from '../api/list-users';
import { useSetUserStatus } from '../api/set-user-status';
import { AddUserModal } from '../components/add-user-modal';
import { createdMessage } from '../components/create-user-form';
import { DeactivateDialog } from '../components/status-dialog';
import { UsersTable } from '../components/users-table';

/** The role filter's choices, as the spec words them (part 2, Admin user management): each role as it is named. */
const roleNames: Record<Role, MessageDescriptor> = {
  student: msg({ message: 'student', context: 'role filter' }),
  instructor: msg({ message: 'instructor', context: 'role filter' }),
  admin: msg({ message: 'admin', context: 'role filter' }),
};
const roleFilterOptions: { value: string; label: MessageDescriptor }[] = [
  { value: '', label: msg`All Roles` },
  ...roles.map((role) => ({ value: role, label: roleNames[role] })),
];

/** Admin user management (spec part 2): counts, search, role filter, the list, status changes, Add User. */
export default function UsersPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Users`);
  const me = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({ search: search || undefined, role: role || undefined });

  const [notice, setNotice] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);
  const status = useSetUserStatus();

  const pages = users.data?.pages ?? [];
  const list = pages.flatMap((page) => page.users);
  const shownCount = formatCount(list.length);

  const activate = (user: User) => {
    setNotice(null);
    const name = user.name;
    status.mutate(
      { id: user.id, isActive: true },
      { onSuccess: () => setNotice(t`${name} has been activated.`) },
    );
  };

  const confirmDeactivate = () => {
    const user = toDeactivate;
    if (!user) return;
    status.mutate(
      { id: user.id, isActive: false },
      {
        onSuccess: () => {
          setToDeactivate(null);
          const name = user.name;
          setNotice(t`${name} has been deactivated.`);
        },
      },
    );
  };

  const figures = pages[pages.length - 1]?.counts;
  const counts: CountTile[] = [
    { label: t`Students`, value: figures?.student, icon: BookIcon, accent: 'blue' },
    { label: t`Instructors`, value: figures?.instructor, icon: ShieldIcon, accent: 'teal' },
    { label: t`Total users`, value: figures?.total, icon: UsersIcon, accent: 'indigo' },
  ];

  const filtering = Boolean(search || role);

  return (
    <Page>
      <PageHeader
        size="md"
        title={t`Users`}
        lead={t`Everyone on the academy: find people and manage their access.`}
        actions={
          <Button
            icon={<UserPlusIcon />}
            onClick={() => {
              setNotice(null);
              setAddOpen(true);
            }}
          >
            <Trans>Add User</Trans>
          </Button>
        }
      />

      <CountTiles label={t`User counts`} narrow="list" counts={counts} />

      <TableCard>
        <FilterBar label={t`Filter users`}>
          <TextField
            label={t`Search users`}
            type="search"
            placeholder={t`Name or email`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className={filterField.search}
          />
          <Select
            label={t`Role`}
            options={roleFilterOptions.map((option) => ({ ...option, label: i18n._(option.label) }))}
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
            className={filterField.choice}
          />
        </FilterBar>

        <TableNotices>
          {notice && <Alert tone="success">{notice}</Alert>}
          {status.isError && !toDeactivate && (
            <Alert tone="error">
              {messageOf(status.error, t`The account could not be updated. Please try again.`)}
            </Alert>
          )}
        </TableNotices>

        <TableQuery
          query={users}
          count={list.length}
          loading={t`Loading users`}
          failed={t`Users could not be loaded`}
          reason={messageOf(users.error, t`Please check your connection and try again.`)}
          empty={
            <EmptyState
              icon={<UsersIcon />}
              title={t`No users found`}
              description={filtering ? t`Try a different name, email or role.` : t`Nobody has joined yet.`}
            />
          }
          busy={users.isFetching}
        >
          <UsersTable
            users={list}
            currentUserId={me.id}
            pendingId={status.isPending ? (status.variables?.id ?? null) : null}
            onActivate={activate}
            onDeactivate={(user) => {
              status.reset();
              setNotice(null);
              setToDeactivate(user);
            }}
          />
        </TableQuery>

        {list.length > 0 && (
          <TableFooter
            list={users}
            showing={plural(list.length, {
              one: `Showing ${shownCount} user`,
              other: `Showing ${shownCount} users`,
            })}
          />
        )}
      </TableCard>

      <AddUserModal
        open={addOpen}
        onClose={() => setAddOpen(false)}
        onCreated={(user) => {
          setAddOpen(false);
          setNotice(createdMessage(user));
        }}
      />
      <DeactivateDialog
        user={toDeactivate}
        busy={status.isPending}
        error={toDeactivate ? status.error : null}
        onConfirm={confirmDeactivate}
        onClose={() => {
          setToDeactivate(null);
          status.reset();
        }}
      />
    </Page>
  );
}
