import { CHAT_LIMITS } from '@academy/shared';
import { chatsRoutes as routes } from '@academy/shared/features/chats/routes';
import { httpHandler } from '../http';
import { toChatSummary } from './model';
import { listInstructorChats } from './repository';

/**
 * AP81: the caller's conversations with students of their courses, newest activity first (one Query of GSI2
 * `INSTRUCTOR#<sub>#CHATS`, at most CHAT_LIMITS.maxListed), each with the mentor side's unread count. Keys from
 * the caller's sub: an admin's own list (admins read any conversation by id).
 */
export const handler = httpHandler(routes.listMentorChats, async ({ caller }) => {
  const chats = await listInstructorChats(caller.id, CHAT_LIMITS.maxListed);
  return { chats: chats.map((c) => toChatSummary(c, 'mentor')) };
});
