import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { FILE_LINK_REFRESH_MS } from '../lib/submission-file';

/**
 * The student's list of every enrolled course's assignments. Every assignments query key starts with
 * 'assignments', so one invalidation reaches them all; the cache is cleared on sign-out, so keys need no user.
 */
export const myAssignmentsKey = ['assignments', 'my'] as const;

export const listMyAssignments = (signal?: AbortSignal) => apiCall(endpoints.listMyAssignments, { signal });

/** GET /api/assignments/my (students): the enrolled courses and their assignments, each with the own status. */
export const myAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: myAssignmentsKey,
    queryFn: ({ signal }) => listMyAssignments(signal),
    refetchOnWindowFocus: true,
    // The own file's link is short-lived: read again before it lapses while the page stays open.
    refetchInterval: (query) =>
      query.state.data?.assignments?.some((a) => a.submission?.file) ? FILE_LINK_REFRESH_MS : false,
  });

export function useMyAssignments(enabled = true) {
  return useQuery({ ...myAssignmentsQueryOptions(), enabled });
}
