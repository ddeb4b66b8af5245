import type { TicketDetail } from '@academy/shared/features/support/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query-keys';
import { supportKeys } from './keys';

/**
 * After a ticket is created or changed: the answer (the ticket with its thread) is shown at once, and every
 * ticket list reads again (status, message count, order), as do the dashboards that show tickets (the
 * instructor's newest three, the admin's counts).
 */
export function showChangedTicket(queryClient: QueryClient, ticket: TicketDetail) {
  queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.instructor() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.admin() }),
  ]);
}

/**
 * A change to one ticket (a reply, a status): the answer is shown at once (showChangedTicket); a refusal reads the
 * ticket again, so the screen shows why (say, it was resolved meanwhile).
 */
export function useTicketChange<TInput extends { id: string }>(
  change: (input: TInput) => Promise<TicketDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (ticket) => showChangedTicket(queryClient, ticket),
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
  });
}
