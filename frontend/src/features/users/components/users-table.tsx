import type { User } from '@academy/shared';
import { Badge, Button, RoleBadge } from '../../../components/ui';
import { DataTable } from '../../../components/ui/kit';
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

/** Name, email, role badge and id (spec part 2), plus status and the activate/deactivate action. */
export function UsersTable({ users, currentUserId, pendingId, onActivate, onDeactivate }: UsersTableProps) {
  return (
    <DataTable className={styles.table}>
      <caption className="sr-only">Users</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">ID</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row" className={styles.nameCell}>
              {user.name}
              {user.id === currentUserId && <span className={textOf('regular', 'muted')}> (you)</span>}
            </th>
            <td data-label="Email" className={styles.emailCell}>
              {user.email}
            </td>
            <td data-label="Role">
              <RoleBadge role={user.role} />
            </td>
            <td data-label="ID" className={styles.idCell}>
              {user.id}
            </td>
            <td data-label="Status">
              {user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Deactivated</Badge>}
            </td>
            <td className={styles.actionCell}>
              {user.isActive ? (
                <Button size="sm" variant="danger-secondary" onClick={() => onDeactivate(user)}>
                  Deactivate<span className="sr-only"> {user.name}</span>
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={pendingId === user.id}
                  onClick={() => onActivate(user)}
                >
                  Activate<span className="sr-only"> {user.name}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
