/**
 * Reads a cursor-paged list page after page until `nextCursor` is null, for screens that need the whole list
 * (drop-downs, the catalogue's client-side filters). Bounded by `maxPages`, so a server that never stops paging
 * cannot keep a screen loading forever.
 */
export async function readAllPages<T>(
  readPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  maxPages: number,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const result = await readPage(cursor);
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return items;
}
