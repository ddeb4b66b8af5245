/**
 * The catalogue screens' reads (GET /api/catalogue, docs/data-model.md AP88): search, category, level,
 * order and counts on the server, so a screen reads one bounded page whatever the size of the catalogue.
 *
 * Text search over titles and descriptions has no index in DynamoDB, so the filters run over a snapshot of
 * the published catalogue that each function instance keeps for CATALOGUE_SNAPSHOT_MS: a request reads
 * nothing while the snapshot is fresh, and the first after it expires reads the catalogue again (GSI3, 100
 * a page; concurrent requests share that read). A course's changes reach the catalogue screens within that
 * time; its own page (GET /api/courses/{id}) and the list GET /api/courses read the table each time.
 */

import type { CourseSummary } from '@academy/shared';
import {
  type CatalogueCategory,
  type CatalogueLevel,
  countByCategory,
  normaliseSearch,
  type SortKey,
  sortCourses,
  sortKeys,
} from '@academy/shared/catalogue';
import { decodeCursor, encodeCursor } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { toSummary } from './model';
import { listPublishedCourses } from './repository';

/** How long an instance answers from the catalogue it read. */
export const CATALOGUE_SNAPSHOT_MS = 10_000;
/** The most published courses a snapshot holds (100 a page): far above the catalogue's size, a bound all the same. */
export const CATALOGUE_SNAPSHOT_MAX_PAGES = 50;

/** A course as the snapshot keeps it: with its title and description in lower case, for the search. */
interface Entry {
  course: CourseSummary;
  title: string;
  description: string;
}

/**
 * The published catalogue as one instance read it, prepared once per read so that a request does no more
 * than walk one ready-made order: each of the five orders sorted, the search text in lower case, the counts.
 */
export interface CatalogueSnapshot {
  orders: Record<SortKey, Entry[]>;
  counts: Record<CatalogueCategory, number>;
  loadedAt: number;
}

/** Prepares the courses of a read (in any order) for the requests that follow. */
export function buildSnapshot(courses: readonly CourseSummary[], loadedAt: number): CatalogueSnapshot {
  const entries = new Map(
    courses.map((course) => [
      course,
      { course, title: course.title.toLowerCase(), description: course.description.toLowerCase() },
    ]),
  );
  const orders = Object.fromEntries(
    sortKeys.map((sort) => [sort, sortCourses(courses, sort).map((course) => entries.get(course)!)]),
  ) as Record<SortKey, Entry[]>;
  return { orders, counts: countByCategory(courses), loadedAt };
}

export interface CataloguePageRequest {
  search?: string;
  category?: CatalogueCategory;
  level?: CatalogueLevel;
  sort: SortKey;
  limit: number;
  cursor?: string;
}

/** An offset into the filtered, ordered list, as an opaque cursor. */
export const encodeOffset = (offset: number) => encodeCursor({ o: String(offset) })!;

export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const { o } = decodeCursor(cursor, ['o']) as { o: string };
  if (!/^\d{1,6}$/.test(o)) throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  return Number(o);
}

/**
 * One page of what the filters select from a snapshot, in the chosen order: the rules of
 * `applyCatalogue` (shared/src/catalogue.ts), walked over the order prepared for the request's sort.
 */
export function cataloguePage(snapshot: CatalogueSnapshot, request: CataloguePageRequest) {
  const offset = decodeOffset(request.cursor);
  const end = offset + request.limit;
  const ordered = snapshot.orders[request.sort];
  const needle = normaliseSearch(request.search ?? '');
  const category = request.category ?? null;
  const level = category === null ? null : (request.level ?? null);
  let total = ordered.length;
  let page: Entry[];
  if (!needle && category === null) {
    page = ordered.slice(offset, end);
  } else {
    page = [];
    total = 0;
    for (const entry of ordered) {
      const { course } = entry;
      if (category !== null && course.category !== category) continue;
      if (level !== null && course.level !== level) continue;
      if (needle && !entry.title.includes(needle) && !entry.description.includes(needle)) continue;
      if (total >= offset && total < end) page.push(entry);
      total++;
    }
  }
  return {
    courses: page.map((entry) => entry.course),
    total,
    counts: snapshot.counts,
    nextCursor: end < total ? encodeOffset(end) : null,
    asOf: new Date(snapshot.loadedAt).toISOString(),
  };
}

/** Every published course, read page by page (GSI3, most enrolled first). */
export async function readCatalogue(now = Date.now()): Promise<CatalogueSnapshot> {
  // A course whose enrolment count moves while the pages are read can change pages: it is kept once.
  const byId = new Map<string, CourseSummary>();
  let cursor: string | undefined;
  for (let page = 0; page < CATALOGUE_SNAPSHOT_MAX_PAGES; page++) {
    const read = await listPublishedCourses({ limit: 100, cursor });
    for (const record of read.items) if (!byId.has(record.id)) byId.set(record.id, toSummary(record));
    if (!read.nextCursor) break;
    cursor = read.nextCursor;
  }
  return buildSnapshot([...byId.values()], now);
}

let current: CatalogueSnapshot | undefined;
let loading: Promise<CatalogueSnapshot> | undefined;

/** The instance's snapshot, read again once it is older than CATALOGUE_SNAPSHOT_MS (one read at a time). */
export async function catalogueSnapshot(now = Date.now()): Promise<CatalogueSnapshot> {
  if (current && now - current.loadedAt < CATALOGUE_SNAPSHOT_MS) return current;
  loading ??= readCatalogue(now).then(
    (snapshot) => {
      current = snapshot;
      loading = undefined;
      return snapshot;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
