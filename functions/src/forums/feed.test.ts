import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestAcross, type ReadOlder } from './feed';

/** Courses' post ids (any strings sort as ULIDs do), their recent ids and a reader of older ids, as AP50 has them. */
function world(courses: Record<string, string[]>, kept: number, limit: number) {
  const all = Object.fromEntries(
    Object.entries(courses).map(([c, ids]) => [c, [...new Set(ids)].sort().reverse()]),
  );
  const reads: string[] = [];
  const readOlder: ReadOlder = async (courseId, before) => {
    reads.push(courseId);
    const older = all[courseId]!.filter((id) => id < before);
    const ids = older.slice(0, limit);
    return older.length > limit ? { ids, complete: false, from: ids.at(-1) } : { ids, complete: true };
  };
  const recent = Object.entries(all).map(([courseId, ids]) => ({ courseId, recentIds: ids.slice(0, kept) }));
  return { all, reads, readOlder, recent };
}

async function walk(courses: Record<string, string[]>, kept: number, limit: number) {
  const w = world(courses, kept, limit);
  const pages: string[][] = [];
  let before: string | undefined;
  do {
    const page = await newestAcross(w.recent, { before, limit, kept }, w.readOlder);
    pages.push(page.posts.map((p) => p.id));
    for (const p of page.posts) expect(w.all[p.courseId]).toContain(p.id);
    before = page.nextCursor ?? undefined;
    if (pages.length > 1000) throw new Error('no end');
  } while (before);
  return { pages, reads: w.reads, all: w.all };
}

describe('newestAcross (AP50: the newest posts across courses)', () => {
  it('walks every post of every course exactly once, newest first, in pages of at most the limit', async () => {
    // Post ids are unique across courses: each generated id goes to one course.
    const courses = fc
      .uniqueArray(
        fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.constantFrom('a', 'b', 'c', 'd', 'e')),
        {
          selector: ([id]) => id,
          maxLength: 60,
        },
      )
      .map((posts) => {
        const byCourse: Record<string, string[]> = {};
        for (const [id, course] of posts) byCourse[course] = [...(byCourse[course] ?? []), id];
        return byCourse;
      });
    await fc.assert(
      fc.asyncProperty(
        courses,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 8 }),
        async (courses, kept, limit) => {
          const { pages, all } = await walk(courses, kept, limit);
          const expected = Object.values(all).flat().sort().reverse();
          expect(pages.flat()).toEqual(expected);
          for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
          // Only the last page may be short, and only an empty walk has an empty page.
          for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
        },
      ),
      { seed: 50, numRuns: 300 },
    );
  });

  it('answers the first page from the recent ids alone when they reach far enough', async () => {
    // 100 courses, 30 posts each, interleaved in time: the newest 20 overall are all among the recent ids.
    const courses: Record<string, string[]> = {};
    for (let c = 0; c < 100; c++)
      courses[`c${c}`] = Array.from({ length: 30 }, (_, i) => String(i * 100 + c).padStart(6, '0'));
    const w = world(courses, 20, 20);
    const page = await newestAcross(w.recent, { limit: 20, kept: 20 }, w.readOlder);
    expect(w.reads).toEqual([]);
    expect(page.posts.map((p) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(2999 - i).padStart(6, '0')),
    );
    expect(page.nextCursor).toBe('002980');
  });

  it('reads older ids only of the course the page runs past', async () => {
    // One busy course holds every post of the page and more than its recent ids.
    const busy = Array.from({ length: 50 }, (_, i) => `9${String(i).padStart(3, '0')}`);
    const w = world({ busy, quiet: ['0001', '0002'] }, 20, 20);
    const first = await newestAcross(w.recent, { limit: 20, kept: 20 }, w.readOlder);
    expect(w.reads).toEqual([]);
    const second = await newestAcross(
      w.recent,
      { before: first.nextCursor!, limit: 20, kept: 20 },
      w.readOlder,
    );
    expect(w.reads).toEqual(['busy']);
    expect(second.posts.map((p) => p.id)).toEqual(busy.slice().reverse().slice(20, 40));
  });

  it('ends with a null cursor when nothing older is left', async () => {
    const w = world({ a: ['3', '1'], b: ['2'] }, 20, 20);
    expect(await newestAcross(w.recent, { limit: 20, kept: 20 }, w.readOlder)).toEqual({
      posts: [
        { id: '3', courseId: 'a' },
        { id: '2', courseId: 'b' },
        { id: '1', courseId: 'a' },
      ],
      nextCursor: null,
    });
    expect(await newestAcross([], { limit: 20, kept: 20 }, w.readOlder)).toEqual({
      posts: [],
      nextCursor: null,
    });
  });
});
