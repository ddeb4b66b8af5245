import type { User } from '@academy/shared';
import { RoleBadge } from '../../../../components/ui';
import { textOf } from '../../../../components/ui/site-text';
import { formatDate } from '../../../../lib/format';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** Recent Users (spec part 1 §2): the 5 newest accounts with name, email, role and the day they joined. */
export function RecentUsers({ users, loading }: { users: readonly User[]; loading: boolean }) {
  return (
    <DashboardSection
      title="Recent Users"
      busy={loading}
      link={{ to: '/admin/users', label: 'Manage users' }}
      skeleton={{ rows: 5, label: 'Loading users' }}
      empty={users.length === 0 && 'No users yet.'}
    >
      <DashboardRows
        items={users}
        keyOf={(user) => user.id}
        title={(user) => user.name}
        meta={(user) => user.email}
        side={(user) => (
          <>
            <RoleBadge role={user.role} />
            <p className={textOf('sm', 'muted', 'wrap')}>
              Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </p>
          </>
        )}
      />
    </DashboardSection>
  );
}
