import type { ChatSummary } from '@academy/shared';
import { toChatSummary } from './model';
import { listInstructorChats } from './repository';

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
