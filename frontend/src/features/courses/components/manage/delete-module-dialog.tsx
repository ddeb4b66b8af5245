import type { Module } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../components/ui/kit';
import type { ConfirmDeleteProps } from '../../../../components/ui/kit-use-confirm-delete';
import { messageOf } from '../../../../lib/api-client';

/** The confirmation before a module goes (spec part 2 §8), and 'Failed to delete module.' if it does not. */
export function DeleteModuleDialog({
  module,
  error,
  ...rest
}: { module: Module | null } & ConfirmDeleteProps) {
  const { t } = useLingui();
  const title = module?.title ?? t`module`;
  return (
    <ConfirmDialog
      open={module !== null}
      title={t`Delete “${title}”`}
      description={t`Delete module? This action cannot be undone.`}
      busyText={t`Deleting...`}
      error={error ? messageOf(error, t`Please try again.`) : null}
      errorTitle={t`Failed to delete module.`}
      {...rest}
    >
      <p>
        <Trans>Its video, resources and place in the course go with it.</Trans>
      </p>
    </ConfirmDialog>
  );
}
