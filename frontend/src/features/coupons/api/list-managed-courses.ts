import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEveryManagedCourse } from '../../../lib/list-managed-courses';
import { couponKeys } from './keys';

/** The create form's course choice: an instructor's own courses, every course for an admin. */
export const managedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.managedCourses(),
    queryFn: ({ signal }) => listEveryManagedCourse(signal),
    select: (courses) => courses.map((course) => ({ id: course.id, title: course.title })),
  });

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
