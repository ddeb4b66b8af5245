import type { CourseSummary } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** Courses a page of the management lists holds. */
export const MY_COURSES_PAGE_SIZE = 20;

/** What the server filters the management list by (empty: every course). */
export interface MyCoursesFilters {
  search?: string;
  status?: 'published' | 'draft';
}

export const listMyCourses = (filters: MyCoursesFilters, cursor?: string, signal?: AbortSignal) =>
  apiCall(endpoints.listInstructorCourses, {
    query: {
      limit: MY_COURSES_PAGE_SIZE,
      cursor,
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    },
    signal,
  });

/**
 * GET /api/courses/instructor/my-courses in pages (newest first): an instructor's own courses, drafts included;
 * every course for an admin. The next page is read on demand (Load more), with the same filters.
 */
export const myCoursesQueryOptions = (filters: MyCoursesFilters = {}) => {
  const search = filters.search?.trim() || undefined;
  const normalised = { search, status: filters.status };
  return infiniteQueryOptions({
    queryKey: courseKeys.mine(normalised),
    queryFn: ({ pageParam, signal }) => listMyCourses(normalised, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data): CourseSummary[] => data.pages.flatMap((page) => page.courses),
  });
};

export function useMyCourses(filters: MyCoursesFilters = {}) {
  return useInfiniteQuery({ ...myCoursesQueryOptions(filters), placeholderData: keepPreviousData });
}
