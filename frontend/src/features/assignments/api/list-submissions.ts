import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { instructorAssignmentKeys } from '../lib/instructor-keys';
import { FILE_LINK_REFRESH_MS } from '../lib/submission-file';

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
    // The files' links are short-lived: read again before they lapse while the modal stays open.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.submissions.some((s) => s.file))
        ? FILE_LINK_REFRESH_MS
        : false,
  });

export function useSubmissions(assignmentId: string) {
  return useInfiniteQuery(submissionsQueryOptions(assignmentId));
}
