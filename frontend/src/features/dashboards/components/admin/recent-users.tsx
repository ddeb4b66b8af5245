import type { User } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { RoleBadge } from '../../../../components/ui';
import { textOf } from '../../../../components/ui/site-text';
import { formatDate } from '../../../../lib/format';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** Recent Users (spec part 1 §2): the 5 newest accounts with name, email, role and the day they joined. */
export function RecentUsers({ users, loading }: { users: readonly User[]; loading: boolean }) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Recent Users`}
      busy={loading}
      link={{ to: '/admin/users', label: t`Manage users` }}
      skeleton={{ rows: 5, label: t`Loading users` }}
      empty={users.length === 0 && t`No users yet.`}
    >
      <DashboardRows
        items={users}
        keyOf={(user) => user.id}
        title={(user) => user.name}
        meta={(user) => user.email}
        side={(user) => {
          const joined = formatDate(user.createdAt);
          return (
            <>
              <RoleBadge role={user.role} />
              <p className={textOf('sm', 'muted', 'wrap')}>
                <Trans>
                  Joined <time dateTime={user.createdAt}>{joined}</time>
                </Trans>
              </p>
            </>
          );
        }}
      />
    </DashboardSection>
  );
}
