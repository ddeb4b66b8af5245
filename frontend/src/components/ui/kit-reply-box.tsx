import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type FormEvent, type FormEventHandler, type ReactNode, useState } from 'react';
import { SendIcon } from '../icons/icons';
import { Alert } from './alert';
import { Button } from './button';
import { layoutOf } from './kit-layout';
import styles from './kit-reply-box.module.css';
import { TextArea } from './text-field';

interface ReplyBoxProps {
  /** The form's accessible name ("Reply to …"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Over the message box (why it is off). */
  note?: ReactNode;
  /** The message box is off. */
  disabled?: boolean;
  /** The message box (a TextArea). */
  field: ReactNode;
  /** The refusal, under the message box. */
  error?: ReactNode;
  /** The send button. */
  submit: ReactNode;
}

/** A reply to a thread: the message box, the refusal under it, and the send button on the right. */
export function ReplyBox({ label, onSubmit, note, disabled = false, field, error, submit }: ReplyBoxProps) {
  return (
    <form className={layoutOf('stack', 3)} onSubmit={onSubmit} aria-label={label}>
      {note}
      <fieldset disabled={disabled} className={styles.fieldset}>
        {field}
      </fieldset>
      {error}
      <ReplyActions>{submit}</ReplyActions>
    </form>
  );
}

/** A form's button on the right (the whole width on a phone). */
export function ReplyActions(props: ComponentProps<'div'>) {
  return <div className={styles.actions} {...props} />;
}

interface DraftReplyBoxProps {
  /** The form's accessible name ("Reply to …"). */
  label: string;
  /** The message box's label ("Your reply") and its longest text. */
  fieldLabel: string;
  maxLength: number;
  /** Whether the draft may be sent; not while it is blank, unless said. */
  canSend?: (draft: string) => boolean;
  /** The send's state (a mutation): busy while pending; typing after a failure clears it. */
  sending: { isPending: boolean; isError: boolean; reset: () => void };
  /** Sends the trimmed draft; `sent` empties the box once it is taken. */
  send: (text: string, sent: () => void) => void;
  /** The alert's title when it was not taken, and what it says under it (the server's reason). */
  failure: string;
  reason?: ReactNode;
  /** The send button's text, and while it sends. */
  submitLabel: string;
  busyText?: string;
  /** Over the message box (why it is off). */
  note?: ReactNode;
  /** Shown but not usable. */
  disabled?: boolean;
}

/** A ReplyBox that keeps its draft: Send is off while the draft cannot go, a failure shows under the box. */
export function DraftReplyBox({
  label,
  fieldLabel,
  maxLength,
  canSend = (draft) => draft.trim().length > 0,
  sending,
  send,
  failure,
  reason,
  submitLabel,
  busyText,
  note,
  disabled = false,
}: DraftReplyBoxProps) {
  const [draft, setDraft] = useState('');
  const { t } = useLingui();
  const ready = canSend(draft) && !disabled;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || sending.isPending) return;
    send(draft.trim(), () => setDraft(''));
  };

  return (
    <ReplyBox
      label={label}
      onSubmit={onSubmit}
      note={note}
      disabled={disabled}
      field={
        <TextArea
          label={fieldLabel}
          rows={3}
          value={draft}
          maxLength={maxLength}
          placeholder={t`Write a reply`}
          onChange={(event) => {
            setDraft(event.target.value);
            if (sending.isError) sending.reset();
          }}
        />
      }
      error={
        sending.isError && (
          <Alert tone="error" title={failure}>
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
          busy={sending.isPending}
          busyText={busyText}
        >
          {submitLabel}
        </Button>
      }
    />
  );
}
