import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { httpHandler } from '../http';
import { toTicket } from './model';
import { listAssigneeTickets } from './repository';

/**
 * AP72: tickets assigned to the caller (a ticket about a course is assigned to its instructor), newest first, one
 * page of GSI2 `ASSIGNEE#<sub>#TICKETS`; a stored status narrows it (a filter on that Query, at most 1000 read).
 */
export const handler = httpHandler(routes.listInstructorTickets, async ({ query, caller }) => {
  const page = await listAssigneeTickets(caller.id, query);
  return { tickets: page.items.map(toTicket), nextCursor: page.nextCursor };
});
