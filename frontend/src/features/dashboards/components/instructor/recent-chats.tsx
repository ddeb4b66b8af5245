import type { ChatSummary } from '@academy/shared/features/chats/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../../components/ui';
import { textOf } from '../../../../components/ui/site-text';
import { formatDateTime } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** How many conversations the section lists (spec part 1 §2: 5). */
export const RECENT_CHATS_SHOWN = 5;
/** The last message is cut to this many characters (the whole of it is one click away). */
export const CHAT_PREVIEW_CHARS = 90;

/** Where a conversation opens: the chat screen with it open. */
export const chatHref = (chat: Pick<ChatSummary, 'id'>) =>
  `/instructor/chats?${new URLSearchParams({ chat: chat.id }).toString()}`;

/** The newest activity first, at most five. */
export const newestChats = (chats: readonly ChatSummary[]): ChatSummary[] =>
  [...chats]
    .sort((a, b) => (a.lastMessageAt === b.lastMessageAt ? 0 : a.lastMessageAt > b.lastMessageAt ? -1 : 1))
    .slice(0, RECENT_CHATS_SHOWN);

/** The last message on one line: white space folded, cut at a word with an ellipsis. */
export function chatPreview(text: string, max = CHAT_PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Recent Chats (spec part 1 §2: 5): the conversations with the newest activity, from `recentChats` of GET
 * /api/dashboard/instructor (the page's query, handed down), each opening its thread.
 */
export function RecentChatsList({ chats, loading }: { chats: readonly ChatSummary[]; loading: boolean }) {
  const { t } = useLingui();
  const shown = newestChats(chats);
  return (
    <DashboardSection
      title={t`Recent Chats`}
      busy={loading}
      link={{ to: '/instructor/chats', label: t`All chats` }}
      skeleton={{ rows: 3, label: t`Loading chats` }}
      empty={
        shown.length === 0 && t`No chats yet. When a student messages you about a course, it appears here.`
      }
    >
      <DashboardRows
        items={shown}
        keyOf={(chat) => chat.id}
        title={(chat) => {
          const unread = chat.unreadCount;
          return (
            <>
              {chat.student.name}
              {unread > 0 && (
                <span className="sr-only">
                  <Trans>, {unread} unread</Trans>
                </span>
              )}
            </>
          );
        }}
        href={chatHref}
        meta={(chat) => (
          <>
            <span className={styles.line}>{chat.course.title}</span>
            <span className={styles.line}>“{chatPreview(chat.lastMessage)}”</span>
          </>
        )}
        side={(chat) => {
          const unread = chat.unreadCount;
          return (
            <>
              <time dateTime={chat.lastMessageAt} className={textOf('sm', 'muted', 'wrap')}>
                {formatDateTime(chat.lastMessageAt)}
              </time>
              {unread > 0 && (
                <span aria-hidden="true">
                  <Badge tone="blue">
                    <Trans>{unread} unread</Trans>
                  </Badge>
                </span>
              )}
            </>
          );
        }}
      />
    </DashboardSection>
  );
}
