import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { forumKeys } from './keys';

export const listManagedCourses = (signal?: AbortSignal) =>
  apiCall(endpoints.listInstructorCourses, { signal });

/** The discussions page's course choice: an instructor's own courses, every course for an admin. */
export const managedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: forumKeys.managedCourses(),
    queryFn: ({ signal }) => listManagedCourses(signal),
    select: (data) => data.courses.map((course) => ({ id: course.id, title: course.title })),
  });

export function useManagedCourses() {
  return useQuery(managedCoursesQueryOptions());
}
