import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseKeys } from './keys';

export const getManagedCourse = (id: string, signal?: AbortSignal) =>
  apiCall(endpoints.getCourse, { params: { id }, signal });

/** GET /api/courses/{id} with the token: a draft is visible to its instructor and admins. */
export const managedCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.managed(id),
    queryFn: ({ signal }) => getManagedCourse(id, signal),
    select: (data) => data.course,
  });

/** The course being managed, with its modules in order; nothing is fetched without an id. */
export function useManagedCourse(id: string | null) {
  return useQuery({ ...managedCourseQueryOptions(id ?? ''), enabled: Boolean(id) });
}
