import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { USERS_PAGE_SIZE } from '../../../lib/constants';
import { type UserFilters, userKeys } from './keys';

export const listUsers = (filters: UserFilters, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listUsers, { query: { ...filters, limit: USERS_PAGE_SIZE, cursor }, signal });

/** GET /api/users, newest first, a page at a time ("Load more" follows nextCursor). */
export const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listUsers(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery({ ...usersQueryOptions(filters), placeholderData: keepPreviousData });
}
