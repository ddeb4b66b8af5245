import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEveryManagedCourse } from '../../../lib/list-managed-courses';
import { studentKeys } from './keys';

/** Every course of the caller (every course for an admin), page after page of 100. */
export const listManagedCourses = (signal?: AbortSignal) => listEveryManagedCourse(signal);

/** The course drop-down: an instructor's own courses, every course for an admin (newest first). */
export const managedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.courses(),
    queryFn: ({ signal }) => listManagedCourses(signal),
    select: (courses) =>
      courses.map((course) => ({
        id: course.id,
        title: course.title,
        isPublished: course.isPublished,
        enrollmentCount: course.enrollmentCount,
      })),
  });

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
