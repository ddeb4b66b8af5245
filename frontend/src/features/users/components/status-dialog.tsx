import type { User } from '@academy/shared';
import { Alert, Button, Modal } from '../../../components/ui';
import { messageOf } from '../../../lib/api-client';

interface DeactivateDialogProps {
  user: User | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirmation before deactivating an account. */
export function DeactivateDialog({ user, busy, error, onConfirm, onClose }: DeactivateDialogProps) {
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={`Deactivate ${user?.name ?? 'user'}?`}
      description="They will not be able to sign in or use the academy until an admin activates the account again."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            Deactivate
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error">
          {messageOf(error, 'The account could not be deactivated. Please try again.')}
        </Alert>
      ) : (
        <p>
          <strong>{user?.email}</strong>
        </p>
      )}
    </Modal>
  );
}
