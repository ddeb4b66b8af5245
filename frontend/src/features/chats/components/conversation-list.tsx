import type { ChatSummary } from '@academy/shared/features/chats/schemas';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { textOf } from '../../../components/ui/site-text';
import { initialsOf } from '../../../lib/format';
import { mentorChatHref } from '../lib/links';
import { exactTime, listTime } from '../lib/time';
import styles from './chats.module.css';
import { UnreadBadge } from './unread-badge';

interface ConversationListProps {
  chats: readonly ChatSummary[];
  selectedId: string | null;
  /** The open conversation's link hides its unread badge (opening it reads it). */
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The instructor's conversations, newest activity first: student, course, the last message and when, and how
 * many are unread. Each opens its thread (?chat=), so the browser's Back returns to the list on a phone.
 */
export function ConversationList({ chats, selectedId, listRef }: ConversationListProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.conversations} aria-label={t`Conversations`} ref={listRef}>
      {chats.map((chat) => {
        const selected = chat.id === selectedId;
        return (
          <li key={chat.id}>
            <Link
              to={mentorChatHref(chat.id)}
              className={styles.conversation}
              aria-current={selected ? 'true' : undefined}
              data-chat-id={chat.id}
            >
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(chat.student.name)}
              </span>
              <span className={styles.conversationText}>
                <span className={styles.conversationTop}>
                  <span className={`${styles.conversationName} ${textOf('semibold')}`}>
                    {chat.student.name}
                  </span>
                  <time
                    className={`${styles.conversationTime} ${textOf('xs', 'muted')}`}
                    dateTime={chat.lastMessageAt}
                    title={exactTime(chat.lastMessageAt)}
                  >
                    {listTime(chat.lastMessageAt)}
                  </time>
                </span>
                <span className={`${styles.conversationCourse} ${textOf('xs', 'medium', 'primary')}`}>
                  {chat.course.title}
                </span>
                <span className={styles.conversationBottom}>
                  <span className={`${styles.preview} ${textOf('sm', 'muted')}`}>{chat.lastMessage}</span>
                  {!selected && <UnreadBadge count={chat.unreadCount} />}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
