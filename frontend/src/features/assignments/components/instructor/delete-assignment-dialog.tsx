import type { Assignment } from '@academy/shared';
import { Alert, Button, Modal } from '../../../../components/ui';
import { pluralise } from '../../../../lib/format';
import { errorText } from '../../lib/instructor-errors';

interface DeleteAssignmentDialogProps {
  assignment: Assignment | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before an assignment goes (spec part 2 §8), and 'Failed to delete assignment.' if it does not. */
export function DeleteAssignmentDialog({
  assignment,
  busy,
  error,
  onConfirm,
  onClose,
}: DeleteAssignmentDialogProps) {
  const submitted = assignment?.submittedCount ?? 0;
  return (
    <Modal
      open={assignment !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={`Delete “${assignment?.title ?? 'assignment'}”`}
      description="Delete assignment?"
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
        <Alert tone="error" title="Failed to delete assignment.">
          {errorText(error, 'Please try again.')}
        </Alert>
      ) : (
        <p>
          {submitted > 0
            ? `Its ${pluralise(submitted, 'submission')} and their grades go with it.`
            : 'No one has submitted work for it yet.'}
        </p>
      )}
    </Modal>
  );
}
