import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  title: string;
  /** The question (the dialog's accessible description). */
  description: ReactNode;
  /** What the dialog says when nothing has gone wrong (what goes with it, whom it concerns). */
  children: ReactNode;
  /** The confirming button's label. */
  confirmLabel?: string;
  /** Its label while the work is under way (default: the label). */
  busyText?: string;
  busy: boolean;
  /** The refusal, shown in place of the children; `errorTitle` heads it. */
  error?: ReactNode;
  errorTitle?: string;
  /** The confirming button is off (a refusal that asking again would not change). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A small confirmation before something irreversible (delete, deactivate): Cancel and a danger button, the
 * refusal in an error alert in place of the text. It cannot be dismissed while the work is under way.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyText,
  busy,
  error,
  errorTitle,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            busy={busy}
            busyText={busyText}
            disabled={confirmDisabled}
          >
            {confirmLabel ?? t`Delete`}
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error" title={errorTitle}>
          {error}
        </Alert>
      ) : (
        children
      )}
    </Modal>
  );
}
