import { endpoints } from '@academy/shared/endpoints';
import type { TicketStatus } from '@academy/shared/features/support/schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { supportKeys } from './keys';

export const listInstructorTickets = (
  status: TicketStatus | null,
  cursor: string | undefined,
  signal?: AbortSignal,
) => apiCall(endpoints.listInstructorTickets, { query: { status: status ?? undefined, cursor }, signal });

/** GET /api/support-tickets/instructor?status: the tickets assigned to the caller, newest first, in pages. */
export const instructorTicketsQueryOptions = (status: TicketStatus | null) =>
  cursorPages(supportKeys.instructor(status), (cursor, signal) =>
    listInstructorTickets(status, cursor, signal),
  );

export function useInstructorTickets(status: TicketStatus | null) {
  return useInfiniteQuery({ ...instructorTicketsQueryOptions(status), placeholderData: keepPreviousData });
}
