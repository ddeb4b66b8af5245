import type { Assignment } from '@academy/shared';
import { ConfirmDialog } from '../../../../components/ui/kit';
import { errorText } from '../../../../components/ui/kit-b-item-form';
import { pluralise } from '../../../../lib/format';

interface DeleteAssignmentDialogProps {
  assignment: Assignment | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before an assignment goes (spec part 2 §8), and 'Failed to delete assignment.' if it does not. */
export function DeleteAssignmentDialog({ assignment, error, ...rest }: DeleteAssignmentDialogProps) {
  const submitted = assignment?.submittedCount ?? 0;
  return (
    <ConfirmDialog
      open={assignment !== null}
      title={`Delete “${assignment?.title ?? 'assignment'}”`}
      description="Delete assignment?"
      busyText="Deleting..."
      error={error ? errorText(error, 'Please try again.') : null}
      errorTitle="Failed to delete assignment."
      {...rest}
    >
      <p>
        {submitted > 0
          ? `Its ${pluralise(submitted, 'submission')} and their grades go with it.`
          : 'No one has submitted work for it yet.'}
      </p>
    </ConfirmDialog>
  );
}
