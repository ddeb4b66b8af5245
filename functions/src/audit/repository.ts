import { AUDIT_KEEP_DAYS, type AuditAction, type AuditEntry } from '@academy/shared';
import { PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../lib/clients';
import { putNew, type TransactItem } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { isoUtc } from '../lib/keys';
import { entrySortKey, indexKeys, indexPartition, keys, monthOf, monthPartition } from './keys';

/** An entry as the acting feature hands it over: its time and id are given here when it has none. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'> & { at?: string; id?: string };

/** The stored item of an entry (W66: put once, never updated or deleted; IAM denies both, infra/lib/function-roles.ts). */
export function auditItem(entry: NewAuditEntry): Record<string, unknown> {
  const at = isoUtc(entry.at ?? new Date());
  const id = entry.id ?? ulid(Date.parse(at));
  return {
    ...keys.auditEntry(at, id),
    ...indexKeys.auditByActor(entry.actor.id, at, id),
    ...indexKeys.auditByTarget(entry.target.id, at, id),
    entity: 'auditEntry',
    id,
    at,
    action: entry.action,
    actor: entry.actor,
    target: entry.target,
    before: entry.before,
    after: entry.after,
    requestId: entry.requestId,
    expiresAt: Math.floor(Date.parse(at) / 1000) + AUDIT_KEEP_DAYS * 86_400,
  };
}

/** W66: the entry as a Put of a new item, for the transaction of the change it records. */
export const auditPut = (entry: NewAuditEntry): TransactItem => putNew(auditItem(entry)) as TransactItem;

/** W66: the entry alone, right after a change that has no transaction of its own. */
export async function putAuditEntry(entry: NewAuditEntry): Promise<AuditEntry> {
  const item = auditItem(entry);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return toAuditEntry(item);
}

export const toAuditEntry = (item: Record<string, unknown>): AuditEntry => ({
  id: String(item.id),
  at: String(item.at),
  action: item.action as AuditAction,
  actor: item.actor as AuditEntry['actor'],
  target: item.target as AuditEntry['target'],
  before: (item.before ?? null) as AuditEntry['before'],
  after: (item.after ?? null) as AuditEntry['after'],
  requestId: String(item.requestId ?? ''),
});

/** How far back the whole trail is walked, month by month: the year kept, and the month begun. */
export const AUDIT_MONTHS_WALKED = 13;
/** The most items one list call reads (a filter may skip many). */
export const AUDIT_MAX_READ = 1000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The first instant of an IST day (`yyyy-mm-dd`), as UTC. */
export const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);

/** The month before `yyyy-mm`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export interface AuditListInput {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
  /** The present (tests may fix it). */
  now?: Date;
}

interface CursorState {
  /** The month partition being read (the whole trail only). */
  m?: string;
  /** Where that Query stopped. */
  k?: Record<string, string>;
}

const badCursor = () => new BadRequestError(/*i18n*/ 'Invalid cursor');

function readCursor(cursor: string | undefined, keyAttributes: readonly string[]): CursorState {
  if (!cursor) return {};
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!state || typeof state !== 'object' || Array.isArray(state)) throw badCursor();
  const { m, k } = state as CursorState;
  if (m !== undefined && (typeof m !== 'string' || !/^\d{4}-\d{2}$/.test(m))) throw badCursor();
  if (k !== undefined) {
    if (!k || typeof k !== 'object' || Array.isArray(k)) throw badCursor();
    const names = Object.keys(k);
    const fits =
      names.length === keyAttributes.length &&
      keyAttributes.every((a) => typeof k[a] === 'string' && k[a].length > 0 && k[a].length <= 1024);
    if (!fits) throw badCursor();
  }
  return { m, k };
}

const writeCursor = (state: CursorState) => Buffer.from(JSON.stringify(state)).toString('base64url');

/**
 * AP114–AP116: entries newest first. By actor: GSI1 `AUDITACTOR#<id>`; by target: GSI2 `AUDITTARGET#<id>`; else the
 * month partitions `AUDIT#<yyyy-mm>` from the newest month asked for, back at most AUDIT_MONTHS_WALKED months.
 * `from`/`to` (IST days) bound the sort key; the action (and the target, when the actor is the index) are filters.
 * One call reads at most AUDIT_MAX_READ items; the cursor names the partition and the key it stopped at.
 */
export async function listAuditEntries(
  input: AuditListInput,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const now = input.now ?? new Date();
  const lowest = input.from ? isoUtc(istDayStart(input.from)) : '';
  const highestAt = input.to ? new Date(istDayStart(input.to).getTime() + 86_400_000 - 1) : undefined;
  const lo = lowest || '0';
  const hi = highestAt ? `${isoUtc(highestAt)}#\uffff` : '\uffff';
  if (hi < lo) return { entries: [], nextCursor: null };

  const index = input.actorId
    ? indexPartition.auditByActor(input.actorId)
    : input.targetId
      ? indexPartition.auditByTarget(input.targetId)
      : undefined;
  const keyAttributes = index ? index.keyAttributes : ['PK', 'SK'];
  const state = readCursor(input.cursor, keyAttributes);

  const filters: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (input.action) {
    filters.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = input.action;
  }
  if (input.actorId && input.targetId) {
    filters.push('#target.#id = :target');
    Object.assign(names, { '#target': 'target', '#id': 'id' });
    values[':target'] = input.targetId;
  }

  // The partitions to read, newest first.
  let partitions: string[];
  if (index) {
    if (state.m !== undefined) throw badCursor();
    partitions = [index.pk];
  } else {
    const newest = monthOf(highestAt && highestAt < now ? highestAt : now);
    const oldestAllowed = (() => {
      let m = newest;
      for (let i = 1; i < AUDIT_MONTHS_WALKED; i++) m = previousMonth(m);
      return m;
    })();
    const oldest = lowest && monthOf(lowest) > oldestAllowed ? monthOf(lowest) : oldestAllowed;
    partitions = [];
    for (let m = newest; m >= oldest; m = previousMonth(m)) partitions.push(m);
    if (state.m !== undefined) {
      const at = partitions.indexOf(state.m);
      if (at < 0) throw badCursor();
      partitions = partitions.slice(at);
    }
  }

  const entries: AuditEntry[] = [];
  let read = 0;
  let startKey: Record<string, string> | undefined = state.k;
  for (let p = 0; p < partitions.length; p++) {
    const partition = partitions[p]!;
    const pkAttribute = index ? index.pkAttribute : 'PK';
    const skAttribute = index ? index.skAttribute : 'SK';
    const pk = index ? partition : monthPartition(partition);
    if (startKey && startKey[pkAttribute] !== pk) throw badCursor();
    do {
      const ask = input.limit - entries.length;
      let page: QueryCommandOutput;
      try {
        page = await db().send(
          new QueryCommand({
            TableName: tableName(),
            ...(index ? { IndexName: index.indexName } : {}),
            KeyConditionExpression: `${pkAttribute} = :pk AND ${skAttribute} BETWEEN :lo AND :hi`,
            ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi, ...values },
            ...(filters.length
              ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names }
              : {}),
            ScanIndexForward: false,
            // Unfiltered, one more than needed tells whether more exist; filtered, a bounded page.
            Limit: filters.length ? Math.min(200, AUDIT_MAX_READ - read) : ask + 1,
            ExclusiveStartKey: startKey,
          }),
        );
      } catch (error) {
        if (startKey && (error as { name?: string } | null)?.name === 'ValidationException')
          throw badCursor();
        throw error;
      }
      read += page.ScannedCount ?? 0;
      const items = page.Items ?? [];
      for (const item of items) {
        if (entries.length === input.limit) {
          const last = entries.at(-1)!;
          const key = lastKey(last, pk, index ? { pk: pkAttribute, sk: skAttribute } : undefined);
          return { entries, nextCursor: writeCursor({ ...(index ? {} : { m: partition }), k: key }) };
        }
        entries.push(toAuditEntry(item as Record<string, unknown>));
      }
      startKey = page.LastEvaluatedKey as Record<string, string> | undefined;
      if (read >= AUDIT_MAX_READ && (startKey || p < partitions.length - 1)) {
        // The reading budget is spent: resume where this call stopped.
        if (startKey)
          return { entries, nextCursor: writeCursor({ ...(index ? {} : { m: partition }), k: startKey }) };
        return { entries, nextCursor: writeCursor({ m: partitions[p + 1]! }) };
      }
    } while (startKey);
    if (entries.length === input.limit && p < partitions.length - 1) {
      return { entries, nextCursor: writeCursor({ m: partitions[p + 1]! }) };
    }
  }
  return { entries, nextCursor: null };
}

/** The table (and index) key of an entry listed last, to resume after it. */
function lastKey(
  entry: AuditEntry,
  pk: string,
  index: { pk: string; sk: string } | undefined,
): Record<string, string> {
  const table = keys.auditEntry(entry.at, entry.id);
  return index ? { ...table, [index.pk]: pk, [index.sk]: entrySortKey(entry.at, entry.id) } : table;
}
