import { endpoints } from '@academy/shared/endpoints';
import { CHAT_LIMITS } from '@academy/shared/features/chats/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { chatKeys } from './keys';

export const listMentorChats = (signal?: AbortSignal) => apiCall(endpoints.listMentorChats, { signal });

/**
 * How often the instructor's conversation list asks for news. A student's first message exists nowhere else on
 * the instructor's screen (no thread is open for it yet), and it must show within 5 s (issue 14): polling at
 * `listPollMs` (5 s) could take 5 s plus the request, so this list polls as often as an open thread does.
 */
export const MENTOR_LIST_POLL_MS = CHAT_LIMITS.threadPollMs;

/**
 * GET /api/chats/mentor: the instructor's conversations, newest activity first, with unread counts. Asked
 * again while the tab is visible (TanStack pauses the interval in a hidden tab) and at once when it shows again.
 */
export const mentorChatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.mentor(),
    queryFn: ({ signal }) => listMentorChats(signal),
    refetchInterval: MENTOR_LIST_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

export function useMentorChats() {
  return useQuery(mentorChatsQueryOptions());
}
