import { SUPPORT_LIMITS } from '@academy/shared';
import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { httpHandler } from '../http';
import { mayRead, TicketNotFoundError, toTicketDetail } from './model';
import { getTicketWithMessages } from './repository';

/**
 * AP75: a ticket and its newest messages (oldest first), ONE Query of its partition. Its owner, its assignee and
 * admins read it; to anyone else it is 404 (its existence is not revealed).
 */
export const handler = httpHandler(routes.getTicket, async ({ params, caller }) => {
  const found = await getTicketWithMessages(params.id, SUPPORT_LIMITS.messagesShown);
  if (!found || !mayRead(caller, found.ticket)) throw new TicketNotFoundError();
  return toTicketDetail(found.ticket, found.messages);
});
