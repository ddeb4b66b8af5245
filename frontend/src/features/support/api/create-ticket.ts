import { endpoints } from '@academy/shared/endpoints';
import type { CreateTicketBody } from '@academy/shared/features/support/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { showChangedTicket } from './invalidate';

export const createTicket = (body: CreateTicketBody) => apiCall(endpoints.createTicket, { body });

/** POST /api/support-tickets: opens a ticket (its requestId makes a retry safe); staff are told. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => showChangedTicket(queryClient, ticket),
  });
}
