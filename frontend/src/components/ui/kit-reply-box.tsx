import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import styles from './kit-reply-box.module.css';

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
    <form className={styles.form} onSubmit={onSubmit} aria-label={label}>
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
