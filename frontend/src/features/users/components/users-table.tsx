import type { User } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, RoleBadge, StateBadge } from '../../../components/ui';
import { DataTable, TableHead } from '../../../components/ui/kit';
import { textOf } from '../../../components/ui/site-text';
import styles from './users.module.css';

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  /** The user whose status is being changed right now. */
  pendingId: string | null;
  onActivate: (user: User) => void;
  onDeactivate: (user: User) => void;
}

/**
 * Name, email, role badge and id (spec part 2), plus status and the activate/deactivate action; none on the
 * admin's own row, which the server refuses to deactivate.
 */
export function UsersTable({ users, currentUserId, pendingId, onActivate, onDeactivate }: UsersTableProps) {
  const { t } = useLingui();
  return (
    <DataTable className={styles.table}>
      <TableHead
        caption={t`Users`}
        columns={[
          { label: t`Name` },
          { label: t`Email` },
          { label: t`Role` },
          { label: t`ID` },
          { label: t`Status` },
          { label: t`Action`, srOnly: true },
        ]}
      />
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row" className={`${styles.nameCell} ${textOf('semibold')}`}>
              {user.name}
              {user.id === currentUserId && <span className={textOf('regular', 'muted')}>{t` (you)`}</span>}
            </th>
            <td data-label={t`Email`} className={`${styles.emailCell} ${textOf('wrap')}`}>
              {user.email}
            </td>
            <td data-label={t`Role`}>
              <RoleBadge role={user.role} />
            </td>
            <td data-label={t`ID`} className={`${styles.idCell} ${textOf('xs', 'muted', 'wrap')}`}>
              {user.id}
            </td>
            <td data-label={t`Status`}>
              <StateBadge on={user.isActive} yes={<Trans>Active</Trans>} no={<Trans>Deactivated</Trans>} />
            </td>
            <td className={styles.actionCell}>
              {user.id === currentUserId ? null : user.isActive ? (
                <Button size="sm" variant="danger-secondary" onClick={() => onDeactivate(user)}>
                  <Trans>Deactivate</Trans>
                  <span className="sr-only"> {user.name}</span>
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={pendingId === user.id}
                  onClick={() => onActivate(user)}
                >
                  <Trans>Activate</Trans>
                  <span className="sr-only"> {user.name}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
