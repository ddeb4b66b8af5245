import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { enrollmentKeys } from '../../../lib/query-keys';
import { readAllPages } from '../../../lib/read-all-pages';

export interface EnrolledCourse {
  id: string;
  title: string;
}

/** Pages of 100; a student with more than 2,000 enrolments sees the newest 2,000 in the choice. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** The student's enrolled courses, newest enrolment first. */
export const listMyEnrolledCourses = (signal?: AbortSignal): Promise<EnrolledCourse[]> =>
  readAllPages(
    (cursor) =>
      apiCall(endpoints.listMyEnrollments, { query: { limit: PAGE_SIZE, cursor }, signal }).then((page) => ({
        items: page.enrollments.map(({ course }) => ({ id: course._id, title: course.title })),
        nextCursor: page.nextCursor,
      })),
    MAX_PAGES,
  );

/**
 * GET /api/enrollments/my-courses (students only), every page: the choices that name the student's courses (a
 * support ticket's course, the forum's links to each course's discussions).
 */
export const myEnrolledCoursesQueryOptions = () =>
  queryOptions({ queryKey: enrollmentKeys.courses, queryFn: ({ signal }) => listMyEnrolledCourses(signal) });

/** The student's enrolled courses; off (no call) when `enabled` is false. */
export function useMyEnrolledCourses(enabled: boolean) {
  return useQuery({ ...myEnrolledCoursesQueryOptions(), enabled });
}
