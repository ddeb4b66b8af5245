import { endpoints } from '@academy/shared/endpoints';
import type { TicketStatus } from '@academy/shared/features/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { showChangedTicket } from './invalidate';
import { supportKeys } from './keys';

export interface TicketStatusInput {
  id: string;
  status: TicketStatus;
}

export const setTicketStatus = ({ id, status }: TicketStatusInput) =>
  apiCall(endpoints.setTicketStatus, { params: { id }, body: { status } });

/** PUT /api/support-tickets/{id}/status (staff; any of the four at any time); the ticket's owner is told. */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketStatus,
    onSuccess: (ticket) => showChangedTicket(queryClient, ticket),
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
  });
}
