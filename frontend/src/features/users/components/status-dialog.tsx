import type { User } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/kit';
import { messageOf } from '../../../lib/api-client';

interface DeactivateDialogProps {
  user: User | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirmation before deactivating an account. */
export function DeactivateDialog({ user, error, ...rest }: DeactivateDialogProps) {
  const { t } = useLingui();
  const name = user?.name;
  return (
    <ConfirmDialog
      open={user !== null}
      title={name ? t`Deactivate ${name}?` : t`Deactivate user?`}
      description={t`They will not be able to sign in or use the academy until an admin activates the account again.`}
      confirmLabel={t`Deactivate`}
      error={error ? messageOf(error, t`The account could not be deactivated. Please try again.`) : null}
      {...rest}
    >
      <p>
        <strong>{user?.email}</strong>
      </p>
    </ConfirmDialog>
  );
}
