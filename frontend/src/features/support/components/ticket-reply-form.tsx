import { SUPPORT_LIMITS } from '@academy/shared/features/support/schemas';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { refusalReason } from '../../../components/ui/kit-load-failed';
import { DraftReplyBox } from '../../../components/ui/kit-reply-box';
import { useAddTicketMessage } from '../api/add-ticket-message';

interface TicketReplyFormProps {
  ticketId: string;
  subject: string;
  /** The screen's alert when a message is not taken (the spec words it per screen). */
  failureText: string;
  /** Shown but not usable (the instructor's resolved ticket), with `note` saying why. */
  disabled?: boolean;
  note?: ReactNode;
}

/**
 * The reply box under a ticket's thread: Send is off while the message is blank; a refusal shows the screen's
 * alert with the server's reason when it gave one (say, the ticket was resolved meanwhile).
 */
export function TicketReplyForm({
  ticketId,
  subject,
  failureText,
  disabled = false,
  note,
}: TicketReplyFormProps) {
  const { t } = useLingui();
  const send = useAddTicketMessage();
  return (
    <DraftReplyBox
      label={t`Reply to ${subject}`}
      fieldLabel={t`Your message`}
      maxLength={SUPPORT_LIMITS.message}
      sending={send}
      send={(message, sent) => send.mutate({ id: ticketId, message }, { onSuccess: sent })}
      failure={failureText}
      reason={refusalReason(send.error)}
      submitLabel={t`Send`}
      busyText={t`Sending...`}
      note={note}
      disabled={disabled}
    />
  );
}
