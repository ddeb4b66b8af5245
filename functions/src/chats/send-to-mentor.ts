import { chatsRoutes as routes } from '@academy/shared/features/chats/routes';
import { httpHandler } from '../http';
import { sendChatMessage } from './send';

/** AP78: an enrolled student writes to the course's mentor (W25: caller, one BatchGetItem, one transaction). */
export const handler = httpHandler(routes.sendChatToMentor, async ({ params, body, caller }) => {
  const sent = await sendChatMessage({
    caller,
    courseId: params.id,
    studentId: caller.id,
    content: body.content,
  });
  return { status: 201, body: sent };
});
