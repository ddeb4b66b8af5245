import type { ChatSummary } from '@academy/shared';

/**
 * What other features may use of chats (docs/features.md). The dashboards read the instructor's Recent Chats.
 * AP81 Limit `limit`: the conversations with the newest activity, as the instructor sees them.
 */
export async function listRecentChatsForInstructor(
  _instructorId: string,
  _limit: number,
): Promise<ChatSummary[]> {
  return [];
}
