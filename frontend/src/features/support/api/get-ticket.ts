import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const getTicket = (id: string, signal?: AbortSignal) =>
  apiCall(endpoints.getTicket, { params: { id }, signal });

/** GET /api/support-tickets/{id}: the ticket with its thread (its newest messages, oldest first). */
export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });

export function useTicket(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id) });
}
