import { endpoints } from '@academy/shared/endpoints';
import type { TicketStatus } from '@academy/shared/features/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { showChangedTicket } from './invalidate';
import { supportKeys } from './keys';

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
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketStatus,
    onSuccess: (ticket) => showChangedTicket(queryClient, ticket),
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
  });
}
