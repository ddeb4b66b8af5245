import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEveryManagedCourse } from '../../../lib/list-managed-courses';
import { forumKeys } from './keys';

/** Every course of the caller (every course for an admin), page after page of 100. */
export const listManagedCourses = (signal?: AbortSignal) => listEveryManagedCourse(signal);

/** The discussions page's course choice: an instructor's own courses, every course for an admin. */
export const managedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.managedCourses(),
    queryFn: ({ signal }) => listManagedCourses(signal),
    select: (courses) => courses.map((course) => ({ id: course.id, title: course.title })),
  });

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
