import { endpoints } from '@academy/shared/endpoints';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { type AdminTicketFilters, supportKeys } from './keys';

export const listAdminSupport = (
  { status, search }: AdminTicketFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  apiCall(endpoints.listAdminSupport, {
    query: { status: status ?? undefined, search: search || undefined, cursor },
    signal,
  });

/**
 * GET /api/admin/support?status&search: every ticket, newest first, by the Open / Pending / Closed filter and a
 * case-insensitive search the server runs over subject, message and sender name. A page may hold fewer matches
 * than asked for and still a cursor (the server reads a bounded number of tickets per page).
 */
export const adminSupportQueryOptions = (filters: AdminTicketFilters) =>
  cursorPages(supportKeys.admin(filters), (cursor, signal) => listAdminSupport(filters, cursor, signal));

export function useAdminSupport(filters: AdminTicketFilters) {
  return useInfiniteQuery({ ...adminSupportQueryOptions(filters), placeholderData: keepPreviousData });
}
