import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list the server hands out a page at a time, each page naming the next one's `nextCursor` (none on the last):
 * the infinite query's options, the first page read without a cursor.
 */
export function cursorPages<TPage extends { nextCursor?: string | null }, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: TPage) => page.nextCursor ?? undefined,
  });
}
