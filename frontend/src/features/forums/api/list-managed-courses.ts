import { useQuery } from '@tanstack/react-query';
import { managedCoursesQuery } from '../../../lib/list-managed-courses';
import { forumKeys } from './keys';

/** The discussions page's course choice: an instructor's own courses, every course for an admin. */
export const managedCoursesQueryOptions = () =>
  managedCoursesQuery(forumKeys.managedCourses(), (course) => ({ id: course.id, title: course.title }));

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
