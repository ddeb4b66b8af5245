import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studentKeys } from './keys';

export const listManagedCourses = (signal?: AbortSignal) =>
  apiCall(endpoints.listInstructorCourses, { signal });

/** The course drop-down: an instructor's own courses, every course for an admin (newest first). */
export const managedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.courses(),
    queryFn: ({ signal }) => listManagedCourses(signal),
    select: (data) =>
      data.courses.map((course) => ({
        id: course.id,
        title: course.title,
        isPublished: course.isPublished,
        enrollmentCount: course.enrollmentCount,
      })),
  });

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
