import type { Module } from '@academy/shared';
import { ConfirmDialog } from '../../../../components/ui/kit';
import type { ConfirmDeleteProps } from '../../../../components/ui/kit-use-confirm-delete';
import { errorText } from '../../../../lib/form-errors';

/** The confirmation before a module goes (spec part 2 §8), and 'Failed to delete module.' if it does not. */
export function DeleteModuleDialog({
  module,
  error,
  ...rest
}: { module: Module | null } & ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={module !== null}
      title={`Delete “${module?.title ?? 'module'}”`}
      description="Delete module? This action cannot be undone."
      busyText="Deleting..."
      error={error ? errorText(error, 'Please try again.') : null}
      errorTitle="Failed to delete module."
      {...rest}
    >
      <p>Its video, resources and place in the course go with it.</p>
    </ConfirmDialog>
  );
}
