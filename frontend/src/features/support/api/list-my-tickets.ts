import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const listMyTickets = (cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listMyTickets, { query: { cursor }, signal });

/** GET /api/support-tickets/my-tickets: the caller's own tickets, newest first, 20 at a time ("Load more"). */
export const myTicketsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.my(),
    queryFn: ({ pageParam, signal }) => listMyTickets(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useMyTickets(enabled = true) {
  return useInfiniteQuery({ ...myTicketsQueryOptions(), enabled });
}
