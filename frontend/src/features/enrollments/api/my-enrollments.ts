import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { enrollmentKeys } from '../../../lib/query-keys';

/** The enrolment, or null when the student is not enrolled (the route answers 404). */
export const getMyEnrollment = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.getMyEnrollment, { params: { id: courseId }, signal }).then(
    (r) => r.enrollment,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );

/** GET /api/enrollments/my-courses/{id} (students only): one GetItem and the course's progress. */
export const myEnrollmentQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.course(courseId),
    queryFn: ({ signal }) => getMyEnrollment(courseId, signal),
  });

/** The signed-in student's enrolment in the course; off (no call) when `enabled` is false. */
export function useMyEnrollment(courseId: string, enabled: boolean) {
  return useQuery({ ...myEnrollmentQueryOptions(courseId), enabled });
}
