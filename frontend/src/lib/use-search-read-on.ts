import { useEffect, useRef } from 'react';

/** Pages of one search a screen reads on by itself while it shows fewer matches than it wants. */
export const SEARCH_READ_ON_PAGES = 10;

interface PagedSearch {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A server-side search answers a bounded read per page: a page may hold few matches, or none, and still a cursor
 * (the matches are further back). While a search (`key`, e.g. its text and filters; '' for no search) shows fewer
 * than `wanted` matches, the next page is read without a click, at most SEARCH_READ_ON_PAGES pages a search;
 * then Load more goes on. So a match on any page turns up by itself unless it is very far back.
 */
export function useSearchReadOn(key: string, shown: number, wanted: number, pages: PagedSearch): void {
  const read = useRef({ key: '', pages: 0 });
  const { hasNextPage, isFetching, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (!key || !hasNextPage || isFetching || isError || shown >= wanted) return;
    if (read.current.key !== key) read.current = { key, pages: 0 };
    if (read.current.pages >= SEARCH_READ_ON_PAGES) return;
    read.current.pages += 1;
    void fetchNextPage();
  }, [key, shown, wanted, hasNextPage, isFetching, isError, fetchNextPage]);
}
