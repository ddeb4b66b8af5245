import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { supportKeys } from './keys';

export interface TicketCourse {
  id: string;
  title: string;
}

/** The student's enrolled courses, title first: what a ticket may be about. */
export const listMyCourses = (signal?: AbortSignal): Promise<TicketCourse[]> =>
  apiCall(endpoints.listMyEnrollments, { signal }).then(({ enrollments }) =>
    enrollments.map(({ course }) => ({ id: course._id, title: course.title })),
  );

/** GET /api/enrollments/my-courses (students only): the create form's optional Course choice. */
export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.myCourses(), queryFn: ({ signal }) => listMyCourses(signal) });

export function useMyCourses(enabled: boolean) {
  return useQuery({ ...myCoursesQueryOptions(), enabled });
}
