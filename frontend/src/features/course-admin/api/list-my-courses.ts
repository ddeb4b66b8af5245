import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseAdminKeys } from './keys';

export const listMyCourses = (signal?: AbortSignal) => apiCall(endpoints.listInstructorCourses, { signal });

/** GET /api/courses/instructor/my-courses: an instructor's own courses, drafts included; all for an admin. */
export const myCoursesQueryOptions = () =>
  queryOptions({
    queryKey: courseAdminKeys.mine(),
    queryFn: ({ signal }) => listMyCourses(signal),
    select: (data) => data.courses,
  });

export function useMyCourses() {
  return useQuery(myCoursesQueryOptions());
}
