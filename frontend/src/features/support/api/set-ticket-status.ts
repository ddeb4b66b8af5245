import { endpoints } from '@academy/shared/endpoints';
import type { TicketStatus } from '@academy/shared/features/support/schemas';
import { apiCall } from '../../../lib/api-client';
import { useTicketChange } from './invalidate';

/** A status, an assignee (a staff member's id; null: nobody), or both; what is left out stays as it is. */
export interface TicketStatusInput {
  id: string;
  status?: TicketStatus;
  assignedTo?: string | null;
}

export const setTicketStatus = ({ id, status, assignedTo }: TicketStatusInput) =>
  apiCall(endpoints.setTicketStatus, { params: { id }, body: { status, assignedTo } });

/**
 * PUT /api/support-tickets/{id}/status (staff; any of the four at any time; admins route it to a staff member):
 * the ticket's owner is told of a new status, a new assignee of the assignment.
 */
export const useSetTicketStatus = () => useTicketChange(setTicketStatus);
