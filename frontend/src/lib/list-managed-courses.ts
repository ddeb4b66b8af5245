import type { CourseSummary } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { readAllPages } from './read-all-pages';

/** Courses a page of GET /api/courses/instructor/my-courses asks for when a screen needs them all. */
export const MANAGED_COURSES_PAGE_SIZE = 100;
/** Pages read at most: a server that never stops paging cannot keep a drop-down loading forever. */
export const MANAGED_COURSES_MAX_PAGES = 20;

/**
 * Every course the caller manages (their own; every course for an admin), newest first: GET
 * /api/courses/instructor/my-courses page after page until `nextCursor` is null, for the drop-downs that offer
 * them all. Bounded to MANAGED_COURSES_MAX_PAGES pages.
 */
export const listEveryManagedCourse = (signal?: AbortSignal): Promise<CourseSummary[]> =>
  readAllPages(
    (cursor) =>
      apiCall(endpoints.listInstructorCourses, {
        query: { limit: MANAGED_COURSES_PAGE_SIZE, cursor },
        signal,
      }).then((page) => ({ items: page.courses, nextCursor: page.nextCursor })),
    MANAGED_COURSES_MAX_PAGES,
  );

/**
 * A drop-down's query of every course the caller manages (listEveryManagedCourse), under the feature's own key,
 * each course cut to what that drop-down shows.
 */
export const managedCoursesQuery = <TKey extends QueryKey, TOption>(
  queryKey: TKey,
  select: (course: CourseSummary) => TOption,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => listEveryManagedCourse(signal),
    select: (courses) => courses.map(select),
  });
