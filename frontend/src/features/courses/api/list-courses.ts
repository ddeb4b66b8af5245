import type { BrowseCatalogueResponse, CourseSummary } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { apiCall } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { COURSE_STALE_MS } from '../constants';
import { type CatalogueFilters, normaliseSearch } from '../lib/catalogue';
import { courseKeys } from './keys';

/** The filters as the API takes them: no blank search, a level only with a category. */
export const catalogueQuery = (filters: CatalogueFilters) => ({
  ...(normaliseSearch(filters.search) ? { search: filters.search.trim() } : {}),
  ...(filters.category ? { category: filters.category } : {}),
  ...(filters.category && filters.level ? { level: filters.level } : {}),
  sort: filters.sort,
});

/**
 * GET /api/catalogue: the published courses the filters select, in their order, a page at a time ("Load
 * more courses" follows nextCursor), with the match count and the per-category counts. The server filters, orders
 * and counts, so a screen reads one bounded page whatever the size of the catalogue.
 */
export const catalogueQueryOptions = (filters: CatalogueFilters, limit: number) => {
  const query = catalogueQuery(filters);
  return infiniteQueryOptions({
    queryKey: courseKeys.catalogue(query, limit),
    queryFn: ({ pageParam, signal }) =>
      apiCall(endpoints.browseCatalogue, { query: { ...query, limit, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: BrowseCatalogueResponse) => last.nextCursor ?? undefined,
    staleTime: COURSE_STALE_MS,
  });
};

/**
 * The catalogue for the filters (the search once typing pauses). While other filters load, the last answer
 * stays on screen. The cards render as a transition (`useDeferredValue`), so React yields to the browser
 * every few milliseconds instead of holding the main thread for all of them; until the deferred render has
 * an answer, the screen counts as pending (its skeleton stays).
 */
export function useCatalogue(filters: CatalogueFilters, limit: number) {
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    ...catalogueQueryOptions({ ...filters, search }, limit),
    placeholderData: keepPreviousData,
  });
  const data = useDeferredValue(query.data);
  const courses = useMemo(() => {
    if (!data) return undefined;
    // A page read after the server's snapshot changed may repeat a course of an earlier page: shown once.
    const seen = new Set<string>();
    const list: CourseSummary[] = [];
    for (const page of data.pages) {
      for (const course of page.courses) {
        if (seen.has(course.id)) continue;
        seen.add(course.id);
        list.push(course);
      }
    }
    return list;
  }, [data]);
  const first = data?.pages[0];
  return {
    courses,
    total: first?.total,
    counts: first?.counts,
    isPending: data === undefined && !query.isError,
    isError: data === undefined && query.isError,
    /** The answer on screen is for other filters; the new one is on its way. */
    isUpdating: query.isPlaceholderData || search !== filters.search,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    showMore: () => query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}
