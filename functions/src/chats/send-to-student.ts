import { chatsRoutes as routes } from '@academy/shared/features/chats/routes';
import { httpHandler } from '../http';
import { sendChatMessage } from './send';

/**
 * AP79: the course's instructor writes to a student enrolled in it (W25: caller, one BatchGetItem, one
 * transaction that also checks the course is still theirs).
 */
export const handler = httpHandler(routes.sendChatToStudent, async ({ params, body, caller }) => {
  const sent = await sendChatMessage({
    caller,
    courseId: params.id,
    studentId: params.studentId,
    content: body.content,
  });
  return { status: 201, body: sent };
});
