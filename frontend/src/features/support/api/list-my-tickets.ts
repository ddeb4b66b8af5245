import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { supportKeys } from './keys';

export const listMyTickets = (cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listMyTickets, { query: { cursor }, signal });

/** GET /api/support-tickets/my-tickets: the caller's own tickets, newest first, 20 at a time ("Load more"). */
export const myTicketsQueryOptions = () =>
  cursorPages(supportKeys.my(), (cursor, signal) => listMyTickets(cursor, signal));

export function useMyTickets(enabled = true) {
  return useInfiniteQuery({ ...myTicketsQueryOptions(), enabled });
}
