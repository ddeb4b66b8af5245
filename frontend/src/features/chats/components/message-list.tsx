import type { ChatMessage } from '@academy/shared/features/chats/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui';
import { Thread } from '../../../components/ui/kit-thread';
import { textOf } from '../../../components/ui/site-text';
import { exactTime, messageTime } from '../lib/time';
import styles from './chats.module.css';

/** Within this many pixels of the bottom the reader is "at the newest": a new message keeps them there. */
const NEAR_BOTTOM_PX = 96;

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** The signed-in user: their messages sit on the right. */
  myId: string;
  /** Names the scrolling region ("Conversation with Priya Sharma"). */
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * A conversation's messages, oldest first and the newest at the bottom, in a scrolling box that opens at the
 * newest. A new message scrolls it into view when the reader was at the bottom (or sent it); older messages
 * loaded at the top keep the reader's place. The list is a live log, so new messages are read out.
 */
export function MessageList({
  messages,
  myId,
  label,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const { t } = useLingui();
  const boxRef = useRef<HTMLElement>(null);
  const nearBottom = useRef(true);
  const seen = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const first = messages[0];
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = seen.current;
    if (last && last.id !== before.last && (!before.last || nearBottom.current || last.sender._id === myId)) {
      box.scrollTop = box.scrollHeight;
      nearBottom.current = true;
    } else if (first && before.first && first.id !== before.first && last?.id === before.last) {
      // Older messages came in above: keep what the reader was looking at where it was.
      box.scrollTop += box.scrollHeight - before.height;
    }
    seen.current = { first: first?.id, last: last?.id, height: box.scrollHeight };
  }, [first, last, myId]);

  const onScroll = () => {
    const box = boxRef.current;
    if (box) nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
  };

  return (
    <section
      ref={boxRef}
      className={styles.log}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      aria-label={label}
    >
      {hasOlder && (
        <div className={styles.older}>
          <Button
            variant="secondary"
            size="sm"
            busy={loadingOlder}
            busyText={t`Loading...`}
            onClick={onLoadOlder}
          >
            <Trans>Load older messages</Trans>
          </Button>
        </div>
      )}
      <div role="log" aria-label={t`Messages`} className={styles.logBody}>
        <Thread>
          {messages.map((message) => {
            const mine = message.sender._id === myId;
            return (
              <li key={message.id} className={mine ? styles.mine : styles.theirs}>
                <div className={styles.bubble}>
                  <p className={`${styles.messageMeta} ${textOf('xs', 'muted')}`}>
                    <span className={`${styles.sender} ${textOf('semibold', 'text')}`}>
                      {message.sender.name}
                      {mine && <span className="sr-only">{t` (you)`}</span>}
                    </span>
                    <time dateTime={message.createdAt} title={exactTime(message.createdAt)}>
                      {messageTime(message.createdAt)}
                    </time>
                  </p>
                  <p className={styles.content}>{message.content}</p>
                </div>
              </li>
            );
          })}
        </Thread>
      </div>
    </section>
  );
}
