import type { User } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../../components/ui';
import { CreateUserFields } from './create-user-form';

/**
 * The Add User modal on /admin/users. The spec's modal sends no call; this one really creates the
 * user, with the same form and messages as /admin/add-user.
 */
export function AddUserModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: User) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Add User`}
      description={t`Create a student, instructor or admin account.`}
      size="lg"
    >
      <CreateUserFields onCreated={onCreated} onCancel={onClose} />
    </Modal>
  );
}
