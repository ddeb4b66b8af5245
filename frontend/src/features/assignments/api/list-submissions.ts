import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export const listSubmissions = (assignmentId: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listSubmissions, { params: { id: assignmentId }, query: { cursor }, signal });

/** GET /api/assignments/{id}/submissions, newest first, a page at a time ("Load more" follows nextCursor). */
export const submissionsQueryOptions = (assignmentId: string) =>
  infiniteQueryOptions({
    queryKey: instructorAssignmentKeys.submissions(assignmentId),
    queryFn: ({ pageParam, signal }) => listSubmissions(assignmentId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Work keeps arriving: each opening of View Submissions reads afresh (showing what it had meanwhile).
    staleTime: 0,
  });

export function useSubmissions(assignmentId: string) {
  return useInfiniteQuery(submissionsQueryOptions(assignmentId));
}
