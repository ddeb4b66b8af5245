import type { ChatSummary } from '@academy/shared/features/chats/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { textOf } from '../../../components/ui/site-text';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useClearNotifications } from '../../../lib/use-clear-notifications';
import { showThreadRead, useChatThread, useLoadOlderMessages } from '../api/get-chat';
import type { SendTarget } from '../api/send-message';
import styles from './chats.module.css';
import { MessageList } from './message-list';
import { SendBox } from './send-box';

interface ChatThreadProps {
  /** The conversation, or null when there is none yet (the student has not written): `empty` shows instead. */
  chatId: string | null;
  /** The signed-in user. */
  myId: string;
  /** The other side, for the labels ("Conversation with …", "Message to …"). */
  otherName: string;
  /** Where a message goes; null while not known yet (the send box waits). */
  target: SendTarget | null;
  /** No send box (an admin reads but does not write): `readOnlyNote` instead. */
  readOnly?: boolean;
  /** Above the messages: who and which course. */
  header: ReactNode;
  /** What shows with no conversation yet. */
  empty?: ReactNode;
  /** What shows instead of the send box when `readOnly`. */
  readOnlyNote?: ReactNode;
  /** The thread's answer, for a page that names the conversation from it. */
  onChat?: (chat: ChatSummary) => void;
}

/**
 * One conversation: its header, its messages (asked again every few seconds while the tab is visible) and the
 * send box. Reading it clears its unread badge in the lists; a message from the other side arriving while it is
 * open reads the chat notifications too, since it is on screen.
 */
export function ChatThread({
  chatId,
  myId,
  otherName,
  target,
  readOnly = false,
  header,
  empty,
  readOnlyNote,
  onChat,
}: ChatThreadProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const thread = useChatThread(chatId);
  const older = useLoadOlderMessages(chatId ?? '');
  const { mutate: clearNotifications } = useClearNotifications('chat');
  const data = thread.data;
  const messages = data?.messages ?? [];

  useEffect(() => {
    if (thread.dataUpdatedAt && chatId) showThreadRead(queryClient, chatId);
  }, [thread.dataUpdatedAt, chatId, queryClient]);

  useEffect(() => {
    if (data) onChat?.(data.chat);
  }, [data, onChat]);

  // A new message from the other side in the open thread: its notification is read (not the first load; the
  // page read them all on the visit).
  const newest = messages.at(-1);
  const lastSeen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!newest) return;
    const before = lastSeen.current;
    lastSeen.current = newest.id;
    if (before && before !== newest.id && newest.sender._id !== myId) clearNotifications();
  }, [newest, myId, clearNotifications]);

  useEffect(() => {
    if (thread.error) console.error('Loading the conversation failed', thread.error);
  }, [thread.error]);

  const missing = thread.error instanceof ApiError && thread.error.status === 404;

  let body: ReactNode;
  if (chatId === null) {
    body = <div className={styles.threadEmpty}>{empty}</div>;
  } else if (thread.isPending) {
    body = (
      <div className={styles.threadEmpty}>
        <Spinner label={t`Loading messages`} />
      </div>
    );
  } else if (thread.isError && !data) {
    body = (
      <div className={styles.threadEmpty}>
        <LoadFailed
          title={missing ? t`Conversation not found` : t`Messages could not be loaded`}
          error={thread.error}
          onRetry={missing ? undefined : () => void thread.refetch()}
        >
          {missing
            ? t`It may have been removed, or it is not one of yours.`
            : messageOf(thread.error, t`Please check your connection and try again.`)}
        </LoadFailed>
      </div>
    );
  } else {
    body = (
      <MessageList
        messages={messages}
        myId={myId}
        label={t`Conversation with ${otherName}`}
        hasOlder={Boolean(data?.olderCursor)}
        loadingOlder={older.isPending}
        onLoadOlder={() => {
          if (data?.olderCursor) older.mutate(data.olderCursor);
        }}
      />
    );
  }

  return (
    <div className={styles.thread}>
      <div className={styles.threadHeader}>{header}</div>
      {body}
      {older.isError && (
        <p role="alert" className={`${styles.sendError} ${textOf('sm', 'medium')}`}>
          <Trans>❌ Older messages could not be loaded.</Trans>
        </p>
      )}
      {missing ? null : readOnly ? (
        readOnlyNote && <p className={styles.readOnly}>{readOnlyNote}</p>
      ) : (
        <SendBox target={target} recipient={otherName} />
      )}
    </div>
  );
}
