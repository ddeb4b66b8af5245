import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';
import { supportKeys } from './keys';

export interface TicketCourse {
  id: string;
  title: string;
}

/** Pages of 100; a student with more than 2,000 enrolments sees the newest 2,000 in the choice. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** The student's enrolled courses, newest enrolment first: what a ticket may be about. */
export const listMyCourses = (signal?: AbortSignal): Promise<TicketCourse[]> =>
  readAllPages(
    (cursor) =>
      apiCall(endpoints.listMyEnrollments, { query: { limit: PAGE_SIZE, cursor }, signal }).then((page) => ({
        items: page.enrollments.map(({ course }) => ({ id: course._id, title: course.title })),
        nextCursor: page.nextCursor,
      })),
    MAX_PAGES,
  );

/** GET /api/enrollments/my-courses (students only): the create form's optional Course choice. */
export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.myCourses(), queryFn: ({ signal }) => listMyCourses(signal) });

export function useMyCourses(enabled: boolean) {
  return useQuery({ ...myCoursesQueryOptions(), enabled });
}
