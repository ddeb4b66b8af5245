import type { Ticket, TicketCounts } from '@academy/shared';

/** What other features may use of the support desk (docs/features.md). */

/** AP72 Limit `limit`: the newest tickets assigned to a staff member (the instructor dashboard's three). */
export async function listRecentTicketsForAssignee(_assigneeId: string, _limit: number): Promise<Ticket[]> {
  return [];
}

/** Tickets by status, from the maintained counter (the admin dashboard's Support Tickets card). */
export async function getTicketCounts(): Promise<TicketCounts> {
  return { open: 0, inProgress: 0, resolved: 0, closed: 0 };
}
