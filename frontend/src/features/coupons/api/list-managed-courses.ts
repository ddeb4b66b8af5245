import { useQuery } from '@tanstack/react-query';
import { managedCoursesQuery } from '../../../lib/list-managed-courses';
import { couponKeys } from './keys';

/** The create form's course choice: an instructor's own courses, every course for an admin. */
export const managedCoursesQueryOptions = () =>
  managedCoursesQuery(couponKeys.managedCourses(), (course) => ({ id: course.id, title: course.title }));

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
