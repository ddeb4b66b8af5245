/**
 * AP50's merge: a page of the newest posts across several courses, from each course's recent-posts ids (the
 * newest RECENT_POSTS_KEPT) and, only where those do not reach far enough, older ids read from the course itself.
 * Post ids are ULIDs, so id order is creation order. Pure: the reads are passed in.
 */

/** What is known of one course's post ids below the page's start. */
interface Stream {
  courseId: string;
  /** Known ids, newest first. */
  ids: string[];
  /** Every id of the course at or above `from` is in `ids`; undefined: every id is (the stream is complete). */
  from?: string;
}

export interface FeedPage {
  /** The page's post ids with their course, newest first. */
  posts: { id: string; courseId: string }[];
  /** The last id of the page when older posts may follow, else null. */
  nextCursor: string | null;
}

export type ReadOlder = (
  courseId: string,
  before: string,
) => Promise<{ ids: string[]; complete: boolean; from?: string }>;

/** After this many rounds of reading older ids, the page is what is known (each round reads every course short of the page at once). */
const MAX_ROUNDS = 4;
/** Courses read at once in a round. */
const CONCURRENCY = 5;

/**
 * The newest `limit` posts created before `before` (none: from the newest) across the courses, given each
 * course's recent ids (newest first) and whether those are all of its posts (`kept` ids: maybe not).
 */
export async function newestAcross(
  courses: readonly { courseId: string; recentIds: readonly string[] }[],
  options: { before?: string; limit: number; kept: number },
  readOlder: ReadOlder,
): Promise<FeedPage> {
  const { before, limit, kept } = options;
  const below = (id: string) => before === undefined || id < before;
  const streams: Stream[] = courses.map((c) => {
    const sorted = [...c.recentIds].sort().reverse();
    return {
      courseId: c.courseId,
      ids: sorted.filter(below),
      ...(sorted.length >= kept ? { from: sorted.at(-1) } : {}),
    };
  });
  /** The id below which a stream's posts are unknown, if it may hold any the page needs. */
  const unknownBelow = (s: Stream) =>
    s.from === undefined ? undefined : before !== undefined && before < s.from ? before : s.from;
  const merged = () =>
    streams
      .flatMap((s) => s.ids.map((id) => ({ id, courseId: s.courseId })))
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const threshold = merged()[limit - 1]?.id;
    const short = streams.filter((s) => {
      const edge = unknownBelow(s);
      return edge !== undefined && (threshold === undefined || edge > threshold);
    });
    if (short.length === 0) break;
    for (let i = 0; i < short.length; i += CONCURRENCY) {
      await Promise.all(
        short.slice(i, i + CONCURRENCY).map(async (s) => {
          const edge = unknownBelow(s)!;
          const older = await readOlder(s.courseId, edge);
          s.ids = [...new Set([...s.ids, ...older.ids.filter(below)])].sort().reverse();
          if (older.complete) delete s.from;
          else s.from = older.from;
        }),
      );
    }
  }

  // Out of rounds (not expected: one round brings each course short of the page a page's worth): only the ids
  // above every unknown part are certain to be in order, so the page stops there.
  const edges = streams.flatMap((s) => {
    const edge = unknownBelow(s);
    return edge === undefined ? [] : [edge];
  });
  const certainFrom = merged()[limit - 1]?.id;
  const cut = edges
    .filter((e) => certainFrom === undefined || e > certainFrom)
    .sort()
    .at(-1);
  const all = merged().filter((p) => cut === undefined || p.id >= cut);
  const posts = all.slice(0, limit);
  const last = posts.at(-1)?.id;
  const more = all.length > limit || edges.length > 0;
  return { posts, nextCursor: more ? (last ?? cut ?? null) : null };
}
