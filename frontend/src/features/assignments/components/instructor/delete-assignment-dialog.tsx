import type { Assignment } from '@academy/shared';
import { DeleteItemDialog, errorText } from '../../../../components/ui/kit-item-form';
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
    <DeleteItemDialog
      noun="assignment"
      item={assignment}
      error={error ? errorText(error, 'Please try again.') : null}
      {...rest}
    >
      <p>
        {submitted > 0
          ? `Its ${pluralise(submitted, 'submission')} and their grades go with it.`
          : 'No one has submitted work for it yet.'}
      </p>
    </DeleteItemDialog>
  );
}
