import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { TextArea } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ui/kit';
import { messageOf } from '../../../lib/api-client';

interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyText: string;
  /** The reason's field label; `required` refuses an empty one with `requiredMessage`. */
  reasonLabel: string;
  required?: boolean;
  /** Said when a required reason is missing ("Please give a reason" unless given). */
  requiredMessage?: string;
  busy: boolean;
  /** The failed call, shown in place of the field under `errorTitle`. */
  error: unknown;
  errorTitle: string;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A confirmation with a reason to give (asking for a refund, declining one): the field, and the call's refusal
 * in its place if it fails. Render it only while open.
 */
export function ReasonDialog({
  reasonLabel,
  required = false,
  requiredMessage: given,
  error,
  onConfirm,
  children,
  ...dialog
}: ReasonDialogProps) {
  const { t } = useLingui();
  const requiredMessage = given ?? t`Please give a reason`;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    const text = reason.trim();
    if (required && !text) {
      setMissing(true);
      return;
    }
    onConfirm(text || undefined);
  };
  return (
    <ConfirmDialog
      open
      error={error ? messageOf(error, t`Please try again.`) : undefined}
      onConfirm={confirm}
      {...dialog}
    >
      {children}
      <TextArea
        label={reasonLabel}
        optional={!required}
        rows={3}
        maxLength={1000}
        value={reason}
        error={missing ? requiredMessage : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      <p className="sr-only" role="status">
        {missing ? requiredMessage : ''}
      </p>
    </ConfirmDialog>
  );
}
