import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnKeys } from './keys';

export const listMyEnrollments = (signal?: AbortSignal) =>
  apiCall(endpoints.listMyEnrollments, { signal }).then((result) => result.enrollments);

/** GET /api/enrollments/my-courses (students): every enrolment with its module progress. */
export const myEnrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: learnKeys.enrollments(),
    queryFn: ({ signal }) => listMyEnrollments(signal),
  });

/** The student's enrolments; off for other roles (the call is for students only). */
export function useMyEnrollments(enabled: boolean) {
  return useQuery({ ...myEnrollmentsQueryOptions(), enabled });
}
