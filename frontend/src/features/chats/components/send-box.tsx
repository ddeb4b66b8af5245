import { CHAT_LIMITS } from '@academy/shared/features/chats/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import { type SendTarget, useSendChatMessage } from '../api/send-message';
import { canSend, sendErrorText, sendsOnKey } from '../lib/send';
import styles from './chats.module.css';
import { SendIcon } from './icons';

interface SendBoxProps {
  /** Where the message goes; null while it is not known yet (the box waits). */
  target: SendTarget | null;
  /** Who reads it, for the box's label ("Message to Priya Sharma"). */
  recipient: string;
}

/**
 * The send box: Enter sends, Shift+Enter starts a new line, Send is disabled while the message is blank or on
 * its way. A failure keeps the draft and shows the spec's alert (part 2 §9).
 */
export function SendBox({ target, recipient }: SendBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const send = useSendChatMessage();
  const ready = canSend(draft) && target !== null;

  const submit = () => {
    if (!ready || send.isPending || !target) return;
    const content = draft.trim();
    send.mutate(
      { target, content },
      // Typing on while it was sent keeps what was added.
      { onSuccess: () => setDraft((current) => (current.trim() === content ? '' : current)) },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      !sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })
    ) {
      return;
    }
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.sendBox} onSubmit={onSubmit} aria-label={t`Send a message`}>
      {send.isError && (
        // The spec's text carries its own icon (❌), so no alert box icon beside it.
        <p role="alert" className={`${styles.sendError} ${textOf('sm', 'medium')}`}>
          {sendErrorText(send.error)}
        </p>
      )}
      <div className={styles.sendRow}>
        <label htmlFor={id} className="sr-only">
          {t`Message to ${recipient}`}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={2}
          value={draft}
          maxLength={CHAT_LIMITS.content}
          placeholder={t`Message ${recipient}`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          icon={<SendIcon />}
          disabled={!ready}
          busy={send.isPending}
          className={styles.send}
        >
          <span className={styles.sendLabel}>
            <Trans>Send</Trans>
          </span>
        </Button>
      </div>
      <p id={`${id}-hint`} className={`${styles.sendHint} ${textOf('xs', 'subtle')}`}>
        <Trans>Enter to send, Shift+Enter for a new line</Trans>
      </p>
    </form>
  );
}
