import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A query client holding the first page of a paged list (`key`) as if the API had answered it: the page's
 * items, and a cursor to a next page when `more`.
 */
export function withFirstPage(key: QueryKey, items: object, more = false): QueryClient {
  const client = new QueryClient();
  client.setQueryData(key, {
    pages: [{ ...items, nextCursor: more ? 'next' : null }],
    pageParams: [undefined],
  });
  return client;
}
