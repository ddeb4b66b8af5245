import { endpoints } from '@academy/shared/endpoints';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { COURSE_STALE_MS } from '../constants';
import { courseKeys } from './keys';

export const getCourse = (id: string, signal?: AbortSignal) =>
  apiCall(endpoints.getCourse, { params: { id }, signal }).then((result) => result.course);

/** GET /api/courses/{id}: the course with its modules (404 `Course not found`). */
export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    staleTime: COURSE_STALE_MS,
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}

/** The answer for an id that names no course: 404, or 400 for an id the server refuses as malformed. */
export const isNoSuchCourse = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Warms a course page before the visitor gets there (pointer over or focus on a card's link): the screen's
 * code and the course itself. Failures are ignored; the page will ask again.
 */
export function prefetchCourse(queryClient: QueryClient, id: string) {
  void import('../routes/course-detail').catch(() => undefined);
  void queryClient.prefetchQuery(courseQueryOptions(id));
}
