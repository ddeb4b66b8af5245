import type { Module } from '@academy/shared';
import { Alert, Button, Modal } from '../../../components/ui';
import { errorText } from '../lib/errors';

interface DeleteModuleDialogProps {
  module: Module | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a module goes (spec part 2 §8), and 'Failed to delete module.' if it does not. */
export function DeleteModuleDialog({ module, busy, error, onConfirm, onClose }: DeleteModuleDialogProps) {
  return (
    <Modal
      open={module !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={`Delete “${module?.title ?? 'module'}”`}
      description="Delete module? This action cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error" title="Failed to delete module.">
          {errorText(error, 'Please try again.')}
        </Alert>
      ) : (
        <p>Its video, resources and place in the course go with it.</p>
      )}
    </Modal>
  );
}
