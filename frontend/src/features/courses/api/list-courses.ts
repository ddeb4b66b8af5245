import type { CourseSummary } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiCall } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';
import { COURSE_LIST_MAX_PAGES, COURSE_LIST_PAGE_SIZE, COURSE_STALE_MS } from '../constants';
import { courseKeys } from './keys';

/**
 * GET /api/courses page after page until `nextCursor` is null: the catalogues filter and sort on the
 * client, so they need every published course. Bounded, so a server that never stops paging cannot
 * keep the page loading forever.
 */
export const listPublishedCourses = (signal?: AbortSignal): Promise<CourseSummary[]> =>
  readAllPages(
    (cursor) =>
      apiCall(endpoints.listCourses, { query: { limit: COURSE_LIST_PAGE_SIZE, cursor }, signal }).then(
        (page) => ({
          items: page.courses,
          nextCursor: page.nextCursor,
        }),
      ),
    COURSE_LIST_MAX_PAGES,
  );

export const publishedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.published(),
    queryFn: ({ signal }) => listPublishedCourses(signal),
    staleTime: COURSE_STALE_MS,
  });

/**
 * Every published course, most enrolled first (the server's order). The public pages render a card per
 * course when the list arrives; that render runs as a transition (`useDeferredValue`), so React yields to
 * the browser every few milliseconds instead of holding the main thread for all the cards at once. Until
 * the deferred render has the list, the screen counts as pending (its skeleton stays).
 */
export function usePublishedCourses() {
  const query = useQuery(publishedCoursesQueryOptions());
  const data = useDeferredValue(query.data);
  return {
    data,
    isPending: data === undefined && !query.isError,
    isError: data === undefined && query.isError,
    refetch: query.refetch,
  };
}
