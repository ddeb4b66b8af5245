import { endpoints } from '@academy/shared/endpoints';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { type StaffFilters, supportKeys } from './keys';

/** People a page of the assignee picker asks for. */
export const STAFF_PAGE_SIZE = 20;

export const listStaff = ({ role, search }: StaffFilters, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listUsers, {
    query: { role, search: search || undefined, limit: STAFF_PAGE_SIZE, cursor },
    signal,
  });

/**
 * The admin's assignee picker: GET /api/users?role=&search= (admins only), instructors or admins newest first,
 * searched by name or email on the server; a page may hold fewer than asked and still a cursor (the server reads a
 * bounded number of users a page), so "More" reads on through every page of the role.
 */
export const staffQueryOptions = (filters: StaffFilters) =>
  cursorPages(supportKeys.staff(filters), (cursor, signal) => listStaff(filters, cursor, signal));

export function useStaff(filters: StaffFilters, enabled: boolean) {
  return useInfiniteQuery({ ...staffQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
