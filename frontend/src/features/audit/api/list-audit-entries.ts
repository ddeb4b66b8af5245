import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { type AuditFilters, auditKeys } from './keys';

/** GET /api/admin/audit: the audit trail, newest first, by the filters given, a page at a time. */
export const auditEntriesQueryOptions = (filters: AuditFilters) =>
  cursorPages(auditKeys.list(filters), (cursor, signal) =>
    apiCall(endpoints.listAuditEntries, { query: { ...filters, cursor }, signal }),
  );

export function useAuditEntries(filters: AuditFilters) {
  return useInfiniteQuery({ ...auditEntriesQueryOptions(filters), placeholderData: (previous) => previous });
}
