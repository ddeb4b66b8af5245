import { chatsRoutes as routes } from '@academy/shared/features/chats/routes';
import { httpHandler } from '../http';
import { parseChatId } from './keys';
import { ChatNotFoundError, oldestFirst, readerSide, toChatMessage, toChatSummary, unreadOf } from './model';
import { getThreadPage, markSeen } from './repository';

/**
 * AP82: a page of one conversation, oldest first (newest last). The newest page is ONE Query of its partition,
 * descending (the conversation, then its newest messages); an older page (`cursor`) is a Query ∥ a GetItem. Its
 * student, the course's instructor and admins may read it; anyone else gets 404 'Chat not found', as for a
 * conversation that does not exist (a student asking for another student's is refused before any read). Opening
 * the newest page with unread messages on the caller's side lowers that counter by the ones shown (one
 * conditional UpdateItem); a poll with nothing new stays one Query.
 */
export const handler = httpHandler(routes.getChat, async ({ params, query, caller }) => {
  const ids = parseChatId(params.id);
  if (!ids) throw new ChatNotFoundError();
  if (caller.role === 'student' && ids.studentId !== caller.id) throw new ChatNotFoundError();
  const page = await getThreadPage(ids.courseId, ids.studentId, query.limit, query.cursor);
  if (!page) throw new ChatNotFoundError();
  const side = readerSide(caller, page.chat);
  const unread = unreadOf(page.chat, side);
  let chat = page.chat;
  if (side !== 'admin' && unread > 0 && !query.cursor) {
    await markSeen(ids.courseId, ids.studentId, side, unread);
    chat = { ...chat, [side === 'student' ? 'studentUnread' : 'mentorUnread']: 0 };
  }
  return {
    chat: toChatSummary(chat, side),
    messages: oldestFirst(page.messages).map(toChatMessage),
    olderCursor: page.olderCursor,
  };
});
