import type { Ticket, TicketCounts } from '@academy/shared';
import { toTicket } from './model';
import { getCounts, listNewestAssigneeTickets } from './repository';

/** What other features may use of the support desk (docs/features.md). */

/** AP72 Limit `limit`: the newest tickets assigned to a staff member (the instructor dashboard's three). */
export async function listRecentTicketsForAssignee(assigneeId: string, limit: number): Promise<Ticket[]> {
  return (await listNewestAssigneeTickets(assigneeId, limit)).map(toTicket);
}

/** Tickets by status, from the maintained counter (the admin dashboard's Support Tickets card): one GetItem. */
export function getTicketCounts(): Promise<TicketCounts> {
  return getCounts();
}

export { eraseData } from './erase-data';
export { exportData } from './export-data';
