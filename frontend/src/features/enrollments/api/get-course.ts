import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnKeys } from './keys';

export const getCourse = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.getCourse, { params: { id: courseId }, signal }).then((result) => result.course);

/** GET /api/courses/{id}: the course and its modules (a draft only for its instructor and admins). */
export const learnCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: learnKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    staleTime: 5 * 60_000,
  });

export function useLearnCourse(courseId: string) {
  return useQuery(learnCourseQueryOptions(courseId));
}
