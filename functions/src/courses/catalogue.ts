/**
 * The catalogue screens' reads (GET /api/catalogue, docs/data-model.md AP51): search, category, level,
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
  applyCatalogue,
  type CatalogueCategory,
  type CatalogueLevel,
  countByCategory,
  type SortKey,
} from '@academy/shared/catalogue';
import { decodeCursor, encodeCursor } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { listPublishedCourses, toSummary } from './repository';

/** How long an instance answers from the catalogue it read. */
export const CATALOGUE_SNAPSHOT_MS = 10_000;
/** The most published courses a snapshot holds (100 a page): far above the catalogue's size, a bound all the same. */
export const CATALOGUE_SNAPSHOT_MAX_PAGES = 50;

export interface CatalogueSnapshot {
  courses: CourseSummary[];
  counts: Record<CatalogueCategory, number>;
  loadedAt: number;
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
  if (!/^\d{1,6}$/.test(o)) throw new BadRequestError('Invalid cursor');
  return Number(o);
}

/** One page of what the filters select from a snapshot, in the chosen order. */
export function cataloguePage(snapshot: CatalogueSnapshot, request: CataloguePageRequest) {
  const matching = applyCatalogue(snapshot.courses, {
    search: request.search,
    category: request.category ?? null,
    level: request.level ?? null,
    sort: request.sort,
  });
  const offset = decodeOffset(request.cursor);
  const end = offset + request.limit;
  return {
    courses: matching.slice(offset, end),
    total: matching.length,
    counts: snapshot.counts,
    nextCursor: end < matching.length ? encodeOffset(end) : null,
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
  const courses = [...byId.values()];
  return { courses, counts: countByCategory(courses), loadedAt: now };
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
