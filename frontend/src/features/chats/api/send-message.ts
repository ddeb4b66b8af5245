import { endpoints } from '@academy/shared/endpoints';
import type { SendChatMessageResponse } from '@academy/shared/features/chats/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { withMentorChat, withStudentChat } from '../lib/lists';
import { type ThreadData, withSentMessage } from '../lib/thread';
import { chatKeys } from './keys';
import { mentorChatsQueryOptions } from './list-mentor-chats';
import { studentChatsQueryOptions } from './list-student-chats';

/** Who a message goes to: a student writes to a course's mentor; an instructor to one student of a course. */
export type SendTarget =
  | { courseId: string; studentId?: undefined }
  | { courseId: string; studentId: string };

export interface SendInput {
  target: SendTarget;
  content: string;
}

/** POST /api/chats/{courseId} (a student) or POST /api/chats/{courseId}/{studentId} (the course's instructor). */
export function sendChatMessage({ target, content }: SendInput): Promise<SendChatMessageResponse> {
  const body = { content };
  if (target.studentId === undefined) {
    const params = { id: target.courseId };
    return apiCall(endpoints.sendChatToMentor, { params, body });
  }
  const params = { id: target.courseId, studentId: target.studentId };
  return apiCall(endpoints.sendChatToStudent, { params, body });
}

/**
 * Sending a message: the thread shows it from the answer at once (no wait for the next poll), the lists take the
 * conversation as the answer gives it and are asked again.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (sent) => {
      queryClient.setQueryData<ThreadData>(chatKeys.thread(sent.chat.id), (data) =>
        withSentMessage(data, sent),
      );
      const studentKey = studentChatsQueryOptions().queryKey;
      const mentorKey = mentorChatsQueryOptions().queryKey;
      queryClient.setQueryData(studentKey, (data) => (data ? withStudentChat(data, sent.chat) : data));
      queryClient.setQueryData(mentorKey, (data) => (data ? withMentorChat(data, sent.chat) : data));
      void queryClient.invalidateQueries({ queryKey: chatKeys.student() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.mentor() });
    },
    onError: (error) => console.error('Sending a chat message failed', error),
  });
}
