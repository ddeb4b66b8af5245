import type { User } from '@academy/shared';
import { RoleBadge } from '../../../../components/ui';
import { formatDate } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardSection } from '../dashboard-section';

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
      <ul className={styles.rows}>
        {users.map((user) => (
          <li key={user.id} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.itemTitle}>{user.name}</p>
              <p className={styles.itemMeta}>{user.email}</p>
            </div>
            <div className={styles.rowSide}>
              <RoleBadge role={user.role} />
              <p className={styles.itemMeta}>
                Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
