import { endpoints } from '@academy/shared/endpoints';
import type { TicketStatus } from '@academy/shared/features/support/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const listInstructorTickets = (
  status: TicketStatus | null,
  cursor: string | undefined,
  signal?: AbortSignal,
) => apiCall(endpoints.listInstructorTickets, { query: { status: status ?? undefined, cursor }, signal });

/** GET /api/support-tickets/instructor?status: the tickets assigned to the caller, newest first, in pages. */
export const instructorTicketsQueryOptions = (status: TicketStatus | null) =>
  infiniteQueryOptions({
    queryKey: supportKeys.instructor(status),
    queryFn: ({ pageParam, signal }) => listInstructorTickets(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useInstructorTickets(status: TicketStatus | null) {
  return useInfiniteQuery({ ...instructorTicketsQueryOptions(status), placeholderData: keepPreviousData });
}
