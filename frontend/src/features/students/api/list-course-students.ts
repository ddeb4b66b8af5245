import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { STUDENTS_PAGE_SIZE } from '../constants';
import { studentKeys } from './keys';

export const listCourseStudents = (
  query: { course: string; limit: number; cursor?: string },
  signal?: AbortSignal,
) => apiCall(endpoints.listCourseStudents, { query, signal });

/** GET /api/instructor/students?course=: the course's students in enrolment order, "Load more" by nextCursor. */
export const courseStudentsQueryOptions = (courseId: string) =>
  infiniteQueryOptions({
    queryKey: studentKeys.pages(courseId),
    queryFn: ({ pageParam, signal }) =>
      listCourseStudents({ course: courseId, limit: STUDENTS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useCourseStudents(courseId: string | null) {
  return useInfiniteQuery({ ...courseStudentsQueryOptions(courseId ?? ''), enabled: courseId !== null });
}
