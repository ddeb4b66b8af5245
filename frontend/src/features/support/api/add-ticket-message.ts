import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { showChangedTicket } from './invalidate';
import { supportKeys } from './keys';

export interface TicketMessageInput {
  id: string;
  message: string;
}

export const addTicketMessage = ({ id, message }: TicketMessageInput) =>
  apiCall(endpoints.addTicketMessage, { params: { id }, body: { message } });

/**
 * POST /api/support-tickets/{id}/message: the answer is the updated ticket, shown at once. A refusal (say, the
 * ticket was resolved meanwhile) reads the ticket again, so the screen shows why it cannot take a reply.
 */
export function useAddTicketMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketMessage,
    onSuccess: (ticket) => showChangedTicket(queryClient, ticket),
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
  });
}
