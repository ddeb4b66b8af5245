import { SUPPORT_LIMITS } from '@academy/shared/features/support/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SendIcon } from '../../../components/icons/icons';
import { Alert, Button, TextArea } from '../../../components/ui';
import { refusalReason } from '../../../components/ui/kit-load-failed';
import { ReplyBox } from '../../../components/ui/kit-reply-box';
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
  const [draft, setDraft] = useState('');
  const send = useAddTicketMessage();
  const ready = draft.trim().length > 0 && !disabled;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || send.isPending) return;
    send.mutate({ id: ticketId, message: draft.trim() }, { onSuccess: () => setDraft('') });
  };

  const reason = refusalReason(send.error);

  return (
    <ReplyBox
      label={`Reply to ${subject}`}
      onSubmit={onSubmit}
      note={note}
      disabled={disabled}
      field={
        <TextArea
          label="Your message"
          rows={3}
          value={draft}
          maxLength={SUPPORT_LIMITS.message}
          placeholder="Write a reply"
          onChange={(event) => {
            setDraft(event.target.value);
            if (send.isError) send.reset();
          }}
        />
      }
      error={
        send.isError && (
          <Alert tone="error" title={failureText}>
            {reason}
          </Alert>
        )
      }
      submit={
        <Button
          type="submit"
          size="sm"
          icon={<SendIcon />}
          disabled={!ready}
          busy={send.isPending}
          busyText="Sending..."
        >
          Send
        </Button>
      }
    />
  );
}
