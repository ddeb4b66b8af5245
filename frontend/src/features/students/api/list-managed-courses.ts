import { useQuery } from '@tanstack/react-query';
import { managedCoursesQuery } from '../../../lib/list-managed-courses';
import { studentKeys } from './keys';

/** The course drop-down: an instructor's own courses, every course for an admin (newest first). */
export const managedCoursesQueryOptions = () =>
  managedCoursesQuery(studentKeys.courses(), (course) => ({
    id: course.id,
    title: course.title,
    isPublished: course.isPublished,
    enrollmentCount: course.enrollmentCount,
  }));

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
