import { endpoints } from '@academy/shared/endpoints';
import { CHAT_LIMITS } from '@academy/shared/features/chats/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { chatKeys } from './keys';

export const listStudentChats = (signal?: AbortSignal) => apiCall(endpoints.listStudentChats, { signal });

/**
 * GET /api/chats/student: the student's mentors, one per enrolled course, each with its conversation and unread
 * count. Asked again every `listPollMs` while the tab is visible (TanStack pauses the interval in a hidden tab)
 * and at once when the tab shows again.
 */
export const studentChatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.student(),
    queryFn: ({ signal }) => listStudentChats(signal),
    refetchInterval: CHAT_LIMITS.listPollMs,
    refetchOnWindowFocus: 'always',
  });

export function useStudentChats() {
  return useQuery(studentChatsQueryOptions());
}
