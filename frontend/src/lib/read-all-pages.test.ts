import { describe, expect, it, vi } from 'vitest';
import { readAllPages } from './read-all-pages';

describe('readAllPages', () => {
  it('follows the cursor until it ends, in order', async () => {
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      start: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3], nextCursor: 'c' },
      c: { items: [4, 5], nextCursor: null },
    };
    const readPage = vi.fn(async (cursor: string | undefined) => pages[cursor ?? 'start']!);
    expect(await readAllPages(readPage, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(readPage.mock.calls.map(([cursor]) => cursor)).toEqual([undefined, 'b', 'c']);
  });

  it('stops after maxPages when the server never stops paging', async () => {
    const readPage = vi.fn(async () => ({ items: ['x'], nextCursor: 'again' }));
    expect(await readAllPages(readPage, 3)).toEqual(['x', 'x', 'x']);
    expect(readPage).toHaveBeenCalledTimes(3);
  });
});
