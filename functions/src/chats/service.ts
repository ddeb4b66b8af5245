import type { ChatSummary } from '@academy/shared';
import { parseChatId } from './keys';
import { toChatSummary } from './model';
import { getChat, listInstructorChats } from './repository';

/**
 * What other features may use of chats (docs/features.md). The dashboards read the instructor's Recent Chats.
 * AP81 Limit `limit`: the conversations with the newest activity, as the instructor sees them.
 */
export async function listRecentChatsForInstructor(
  instructorId: string,
  limit: number,
): Promise<ChatSummary[]> {
  const chats = await listInstructorChats(instructorId, limit);
  return chats.map((c) => toChatSummary(c, 'mentor'));
}

/**
 * AP1-like read of one conversation: how many of its messages `readerId` has not seen (0 for a conversation that
 * is not there, or not theirs). The chat mail asks it before mailing a quiet conversation (notifications).
 */
export async function unreadInChat(chat: string, readerId: string): Promise<number> {
  const ids = parseChatId(chat);
  if (!ids) return 0;
  const found = await getChat(ids.courseId, ids.studentId);
  if (!found) return 0;
  const unread = readerId === ids.studentId ? found.studentUnread : found.mentorUnread;
  return Math.max(0, Number(unread ?? 0));
}

export { eraseData } from './erase-data';
export { exportData } from './export-data';
