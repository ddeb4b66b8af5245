import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { httpHandler } from '../http';
import { toTicket } from './model';
import { listOwnerTickets } from './repository';

/** AP70: the caller's own tickets, newest first, one page (a Query of GSI1 `USER#<sub>#TICKETS`). */
export const handler = httpHandler(routes.listMyTickets, async ({ query, caller }) => {
  const page = await listOwnerTickets(caller.id, query.limit, query.cursor);
  return { tickets: page.items.map(toTicket), nextCursor: page.nextCursor };
});
