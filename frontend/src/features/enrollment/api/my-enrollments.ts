import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';

export const enrollmentKeys = {
  /** The signed-in student's enrolments: the prefix of each course's. */
  mine: ['enrollments', 'mine'] as const,
  /** The signed-in student's enrolment in one course, with its module progress (null: not enrolled). */
  course: (courseId: string) => [...enrollmentKeys.mine, courseId] as const,
  /** Every page of the student's enrolled courses, id and title (course ids are ULIDs, never 'courses'). */
  courses: ['enrollments', 'mine', 'courses'] as const,
};

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
