import { prefixValues, queryAll, skBeginsWith } from './db';
import { userPartition } from './keys';

/**
 * What each feature holds about a person, for the privacy centre (issue 41, docs/privacy.md): its part of a data
 * export and its part of an erasure. Each feature implements them next to its own access patterns
 * (`functions/src/<feature>/export-data.ts`, `erase-data.ts`) and its service re-exports them; the privacy
 * feature runs them all (`functions/src/privacy/parts.ts`). lib knows no feature: these are only the shapes.
 */

/** A file of the person's to put in the archive beside the JSON (an assignment's upload, an invoice's PDF). */
export interface PersonalFile {
  /** Its path inside the archive, under `files/` (e.g. `files/assignments/<submissionId>/report.pdf`). */
  path: string;
  /** Reads the bytes (from the feature's bucket); undefined when the object is gone. */
  read: () => Promise<Uint8Array | undefined>;
}

/** One feature's part of an export: named JSON documents (`<feature>/<name>.json`) and files. */
export interface ExportPart {
  /** Each value is written as pretty JSON at `<feature>/<name>.json`; arrays of records, or one record. */
  documents: Record<string, unknown>;
  files?: PersonalFile[];
}

/** Exports everything this feature keeps about `userId` (and nothing about anyone else). */
export type ExportData = (userId: string) => Promise<ExportPart>;

/**
 * Erases (or, where a law or other people's records require keeping something, minimises and marks) everything
 * this feature keeps about `userId`. Idempotent: run again after a crash, it finishes what is left and changes
 * nothing already done.
 */
export type EraseData = (userId: string) => Promise<void>;

/** The name shown wherever an erased person's contribution stays for others (forum posts, chat threads). */
export const DELETED_USER_NAME = 'Deleted user';

/** The table's own attributes (keys, index keys, the entity name): storage details, not the person's data. */
const STORAGE_ATTRIBUTE = /^(PK|SK|GSI\d+PK|GSI\d+SK|entity|searchText)$/;

/**
 * A stored item as an export shows it: without the table's keys and index keys, and string sets as arrays (JSON
 * has no sets). `omit` names further attributes to leave out (another person's id, a secret).
 */
export function personalRecord(
  item: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (STORAGE_ATTRIBUTE.test(name) || omit.includes(name)) continue;
    out[name] = value instanceof Set ? [...value].sort() : value;
  }
  return out;
}

/** At most this many items of one kind are read for an export (far above any real person's). */
export const EXPORT_MAX_ITEMS = 20_000;

/**
 * Every item of one Query for an export, to its end (bounded by EXPORT_MAX_ITEMS: past it the export fails
 * rather than claim to be whole).
 */
export async function exportQuery<T = Record<string, unknown>>(
  query: Parameters<typeof queryAll>[0],
): Promise<T[]> {
  const { items, complete } = await queryAll<T>(query, { maxItems: EXPORT_MAX_ITEMS });
  if (!complete) throw new Error(`an export read more than ${EXPORT_MAX_ITEMS} items of one kind`);
  return items;
}

/** The person's own items under one sort-key prefix of their partition (`USER#<sub>`), in key order. */
export const userItems = (userId: string, skPrefix: string) =>
  exportQuery<Record<string, unknown>>({
    KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
    ExpressionAttributeValues: { ':pk': userPartition(userId), ...prefixValues('sk', skPrefix) },
  });
