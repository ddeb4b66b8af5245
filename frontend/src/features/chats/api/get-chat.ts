import { endpoints } from '@academy/shared/endpoints';
import { CHAT_LIMITS } from '@academy/shared/features/chats/schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { mentorChatsRead, studentChatsRead } from '../lib/lists';
import { mergeThread, type ThreadData, withOlderPage } from '../lib/thread';
import { chatKeys } from './keys';
import { mentorChatsQueryOptions } from './list-mentor-chats';
import { studentChatsQueryOptions } from './list-student-chats';

export const getChat = (chatId: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.getChat, { params: { id: chatId }, query: { cursor }, signal });

/**
 * GET /api/chats/{id}: the newest page of a conversation, asked again every `threadPollMs` while the tab is
 * visible (TanStack pauses the interval in a hidden tab) and at once when it shows again. Each answer is merged
 * into the cache (lib/thread.ts), so older pages the reader loaded stay.
 */
export const chatThreadQueryOptions = (queryClient: QueryClient, chatId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(chatId),
    queryFn: async ({ signal }) => {
      const page = await getChat(chatId, undefined, signal);
      // Read the cache after the answer: a send or an older page may have landed meanwhile.
      return mergeThread(queryClient.getQueryData<ThreadData>(chatKeys.thread(chatId)), page);
    },
    refetchInterval: CHAT_LIMITS.threadPollMs,
    refetchOnWindowFocus: 'always',
  });

export function useChatThread(chatId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...chatThreadQueryOptions(queryClient, chatId ?? ''), enabled: chatId !== null });
}

/** "Load older messages": the page before the oldest one shown, added at the top. */
export function useLoadOlderMessages(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) => getChat(chatId, cursor),
    onSuccess: (page) =>
      queryClient.setQueryData<ThreadData>(chatKeys.thread(chatId), (data) => withOlderPage(data, page)),
    onError: (error) => console.error('Loading older messages failed', error),
  });
}

/**
 * Reading a conversation clears its unread count on the server: the lists drop its badge at once and are asked
 * again when they said it had unread messages.
 */
export function showThreadRead(queryClient: QueryClient, chatId: string) {
  const studentKey = studentChatsQueryOptions().queryKey;
  const student = queryClient.getQueryData(studentKey);
  if (student?.mentors.some((m) => m.chat?.id === chatId && m.chat.unreadCount > 0)) {
    queryClient.setQueryData(studentKey, studentChatsRead(student, chatId));
    void queryClient.invalidateQueries({ queryKey: studentKey });
  }
  const mentorKey = mentorChatsQueryOptions().queryKey;
  const mentor = queryClient.getQueryData(mentorKey);
  if (mentor?.chats.some((c) => c.id === chatId && c.unreadCount > 0)) {
    queryClient.setQueryData(mentorKey, mentorChatsRead(mentor, chatId));
    void queryClient.invalidateQueries({ queryKey: mentorKey });
  }
}
