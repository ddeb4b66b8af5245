import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { liveSessionKeys } from './keys';

export const listCourseSessions = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.listCourseSessions, { params: { id: courseId }, signal });

/**
 * GET /api/live-sessions/course/{id}: one course's sessions (the learning page's Live Sessions tab, the
 * instructor's Sessions tab), and whether the caller may manage them.
 */
export const courseSessionsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: liveSessionKeys.course(courseId),
    queryFn: ({ signal }) => listCourseSessions(courseId, signal),
  });

export function useCourseSessions(courseId: string) {
  return useQuery(courseSessionsQueryOptions(courseId));
}
