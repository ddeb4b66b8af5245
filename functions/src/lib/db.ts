import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';
import { BadRequestError, ServiceUnavailableError } from './errors';
import type { IndexPartition } from './keys';

type Key = Record<string, unknown>;

/** One item by its key (GetItem, strongly consistent); undefined when there is none. */
export async function getOne<T = Key>(key: Key): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** A transaction's Put of a new item: its key must not be taken yet (`attribute_not_exists(PK)`). */
export const putNew = (item: Key) => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
});

/** One item of a TransactWriteItems (a Put, Update, Delete or ConditionCheck), as features hand them to each other. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function encodeCursor(key: Key | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/**
 * The key a cursor stands for. A cursor comes from the client, so it must be exactly the key of the
 * queried index (`keyAttributes`, each a non-empty string) or it is refused with a 400: DynamoDB would
 * otherwise reject the start key and the caller would see a 500.
 */
export function decodeCursor(cursor: string | undefined, keyAttributes?: readonly string[]): Key | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  }
  if (!key || typeof key !== 'object' || Array.isArray(key))
    throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  if (keyAttributes) {
    const names = Object.keys(key);
    const exact =
      names.length === keyAttributes.length &&
      keyAttributes.every((a) => {
        const value = (key as Key)[a];
        return typeof value === 'string' && value.length > 0 && value.length <= 1024;
      });
    if (!exact) throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  }
  return key as Key;
}

export interface PageRequest {
  /** Table or index query without Limit and ExclusiveStartKey. */
  query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;
  /** Attribute names that make up the key of the queried index (table keys first). */
  keyAttributes: readonly string[];
  limit: number;
  cursor?: string;
  /** With a FilterExpression, how many items one call may read at most. @default 1000 */
  maxRead?: number;
  /**
   * Only the first `limit` matches are wanted, never a next page: stop as soon as they are found (no read
   * past them to learn whether more exist); `nextCursor` is then always null.
   */
  firstOnly?: boolean;
}

/** With a FilterExpression, the most items one DynamoDB page of `queryPage` asks for. */
export const FILTERED_PAGE_MAX = 200;

/**
 * One bounded page of a Query. With a filter, DynamoDB may return fewer matches than asked, so this
 * reads on until the page is full or `maxRead` items were examined, and returns a cursor that resumes
 * right after the last item it returns. A filtered read grows: its first DynamoDB page examines `limit + 1`
 * items (enough when most match), each next one twice the last, at most FILTERED_PAGE_MAX and `maxRead` in all.
 */
export async function queryPage<T extends Key>(
  req: PageRequest,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const items: T[] = [];
  let startKey = decodeCursor(req.cursor, req.keyAttributes);
  // A cursor from another partition (of the same index) is not ours to resume from.
  const partition = /^\s*(\w+)\s*=\s*:pk\b/.exec(req.query.KeyConditionExpression ?? '')?.[1];
  if (startKey && partition && startKey[partition] !== req.query.ExpressionAttributeValues?.[':pk']) {
    throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  }
  let fromClient = startKey !== undefined;
  let read = 0;
  const maxRead = req.maxRead ?? 1000;
  const filtered = Boolean(req.query.FilterExpression);
  let ask = Math.min(FILTERED_PAGE_MAX, req.limit + 1);
  do {
    const page = await db()
      .send(
        new QueryCommand({
          ...req.query,
          TableName: tableName(),
          Limit: filtered ? Math.max(1, Math.min(ask, maxRead - read)) : req.limit - items.length + 1,
          ExclusiveStartKey: startKey,
        }),
      )
      .catch((error: unknown) => {
        // DynamoDB refuses a start key that does not fit the key condition (e.g. a sort key out of range).
        if (fromClient && (error as { name?: string } | null)?.name === 'ValidationException') {
          throw new BadRequestError(/*i18n*/ 'Invalid cursor');
        }
        throw error;
      });
    fromClient = false;
    read += page.ScannedCount ?? 0;
    ask = Math.min(FILTERED_PAGE_MAX, ask * 2);
    for (const item of (page.Items ?? []) as T[]) {
      if (items.length === req.limit) {
        // One more match exists past the page: resume after the last item returned.
        const last = items[items.length - 1]!;
        return { items, nextCursor: encodeCursor(pick(last, req.keyAttributes)) };
      }
      items.push(item);
      if (req.firstOnly && items.length === req.limit) return { items, nextCursor: null };
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && read < maxRead);
  return {
    items,
    nextCursor: startKey
      ? encodeCursor(items.length ? pick(items.at(-1)!, req.keyAttributes) : startKey)
      : null,
  };
}

/** One bounded page of a whole index partition (`indexPartition.*`), in sort-key order (`descending`: from the end). */
export const queryPartitionPage = <T extends Key>(
  partition: IndexPartition,
  page: { limit: number; cursor?: string; descending?: boolean },
) =>
  queryPage<T>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ...(page.descending ? { ScanIndexForward: false } : {}),
    },
    keyAttributes: partition.keyAttributes,
    limit: page.limit,
    cursor: page.cursor,
  });

/**
 * A Query read page after page (DynamoDB's 1 MB pages) to its end, or until `maxItems` items or `maxPages` pages
 * are read (the page that crosses `maxItems` is kept whole); `complete` is false when it stopped before the end.
 */
export async function queryAll<T = Key>(
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  { maxItems = Number.POSITIVE_INFINITY, maxPages = Number.POSITIVE_INFINITY } = {},
): Promise<{ items: T[]; complete: boolean }> {
  const items: T[] = [];
  let startKey: Key | undefined;
  let pages = 0;
  do {
    const page = await db().send(
      new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
    pages++;
  } while (startKey && items.length < maxItems && pages < maxPages);
  return { items, complete: startKey === undefined };
}

/**
 * The newest (last in sort-key order) `limit` items of an index partition, newest first: one Query, no cursor;
 * `projection` (with `names` for its `#placeholders`) reads only those attributes.
 */
export async function queryNewest<T = Key>(
  partition: IndexPartition,
  limit: number,
  { projection, names }: { projection?: string; names?: Record<string, string> } = {},
): Promise<T[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ...(projection ? { ProjectionExpression: projection } : {}),
      ...(names ? { ExpressionAttributeNames: names } : {}),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as T[];
}

/**
 * The newest `limit` items under one sort-key prefix of a table partition, newest first: one Query, no cursor,
 * read consistently (the screens that list them answer a change their caller just made).
 */
export async function queryNewestOfPrefix<T>(pk: string, prefix: string, limit: number): Promise<T[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      ExpressionAttributeValues: { ':pk': pk, ...prefixValues('sk', prefix) },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items as T[];
}

function pick(item: Key, attributes: readonly string[]): Key {
  return Object.fromEntries(attributes.map((a) => [a, item[a]]));
}

/**
 * A conditional write's outcome: true when it went through, false when its condition did not hold (another
 * write got there first); any other failure is thrown.
 */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  return (await outputIfConditionHeld(write.then(() => true))) ?? false;
}

/**
 * A conditional write's output (e.g. its `Attributes`), or undefined when its condition did not hold; any other
 * failure is thrown.
 */
export async function outputIfConditionHeld<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** True when a write failed only because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Why each item of a cancelled transaction failed ('None', 'ConditionalCheckFailed', 'TransactionConflict' …). */
export function cancellationReasons(error: unknown): string[] {
  if ((error as { name?: string } | null)?.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** The code of the item `index` of a cancelled transaction ('None' for items that were fine, or no cancellation). */
export const reasonAt = (error: unknown, index: number) => cancellationReasons(error)[index] ?? 'None';

/** Thrown by an attempt of `retryOnConflict` that wants to be redone (its optimistic condition failed: read again). */
export class Redo extends Error {
  override name = 'Redo';
}

export interface RetryOptions {
  /** How many times `fn` runs at most. @default 8 */
  attempts?: number;
  /** The pause before the second run is up to this long (jittered); it doubles with each run. @default 20 */
  pauseMs?: number;
  /** The pause stops doubling after this many runs (many writers at once: keep trying often). @default no cap */
  maxDoublings?: number;
}

/**
 * Runs `fn` again while it fails on a transaction conflict, or throws `Redo` itself (a read-modify-write whose
 * optimistic condition failed: it reads again), with jittered, growing pauses, at most `attempts` times in all.
 * The one retry of the house: each feature names its attempts and pauses for how many writers meet at once.
 * A request that loses every attempt answers 503 ("try again in a moment", with Retry-After), not a 500: it lost a
 * race, nothing broke, and the house's writes are safe to send again.
 */
export async function retryOnConflict<T>(
  fn: () => Promise<T>,
  options: number | RetryOptions = {},
): Promise<T> {
  const {
    attempts = 8,
    pauseMs = 20,
    maxDoublings = Number.POSITIVE_INFINITY,
  } = typeof options === 'number' ? { attempts: options } : options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const retry =
        error instanceof Redo ||
        cancellationReasons(error).includes('TransactionConflict') ||
        (error as { name?: string } | null)?.name === 'TransactionConflictException';
      if (!retry) throw error;
      if (attempt >= attempts) throw new ServiceUnavailableError(error);
      await new Promise((r) => setTimeout(r, Math.random() * pauseMs * 2 ** Math.min(attempt, maxDoublings)));
    }
  }
}

/**
 * `items` in consecutive pieces of at most `size`: the house's one chunking, for what DynamoDB and S3 take so many
 * at a time (BatchGetItem 100 keys, BatchWriteItem 25 requests, TransactWriteItems 100 items, DeleteObjects 1,000
 * keys) and for work run so many at once.
 */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer: ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** BatchGetItem takes at most this many keys a request. */
export const BATCH_GET_MAX_KEYS = 100;

export interface BatchGetOptions {
  /** Only these attributes (with `names` for `#placeholders`). */
  projection?: string;
  names?: Record<string, string>;
  /** Strongly consistent reads. @default true */
  consistent?: boolean;
}

/**
 * Items by key, in no particular order (an absent one is simply not there): one BatchGetItem per 100 keys, one
 * after another, each key asked once however often it is given; keys DynamoDB leaves unprocessed are asked again
 * with a growing pause (20 ms doubling, at most 1 s) and an error after 8 tries. The house's one BatchGet loop.
 */
export async function batchGet(wanted: readonly Key[], options: BatchGetOptions = {}): Promise<Key[]> {
  const unique = [...new Map(wanted.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
  const found: Key[] = [];
  for (const chunk of chunksOf(unique, BATCH_GET_MAX_KEYS)) {
    let pending: Key[] | undefined = chunk;
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchGetItem left keys unprocessed');
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
              ...(options.consistent === false ? {} : { ConsistentRead: true }),
            },
          },
        }),
      );
      found.push(...(answer.Responses?.[tableName()] ?? []));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/** `batchGet` (whole items, consistent) answered in the order of `wanted`: undefined where there is no item. */
export async function getItems(wanted: readonly Key[]): Promise<(Key | undefined)[]> {
  const found = await batchGet(wanted);
  return wanted.map((k) => found.find((item) => item.PK === k.PK && item.SK === k.SK));
}

/** Runs the writes as one TransactWriteItems (at most 100), as features compose them from each other's pieces. */
export async function transact(writes: readonly object[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: writes as TransactItem[] }));
}

/** One request of a BatchWriteItem: a Put of a whole item or a Delete by key. */
export type BatchWriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes the requests in BatchWriteItems of 25 (DynamoDB's most), one after another; unprocessed requests are
 * sent again with a growing pause (20 ms doubling, at most 1 s) and an error after 8 tries. Not atomic: use it
 * for idempotent Puts and Deletes that may be repeated, never for items that must change together.
 */
export async function batchWrite(requests: readonly BatchWriteRequest[]): Promise<void> {
  for (const chunk of chunksOf(requests, 25)) {
    let pending: BatchWriteRequest[] | undefined = chunk;
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchWriteItem left requests unprocessed');
      const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = answer.UnprocessedItems?.[tableName()] as BatchWriteRequest[] | undefined;
    }
  }
}

/** Plain Puts of these items, 25 to a BatchWriteItem (batchWrite): for idempotent writes only. */
export const batchPut = (items: readonly Key[]) =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/**
 * A sort-key prefix as a key condition, `<sk> BETWEEN :<name> AND :<name>End` (with `prefixValues`): the items of
 * `begins_with(<sk>, :<name>)`, for keys whose text after the prefix is below U+FFFF (ours are ASCII ids and
 * times). Not begins_with because DynamoDB Local reads the whole partition for it: measured 1.2–1.8 ms on a
 * partition of 21 items and 3.5–4.4 ms on one of 10,001, where this range takes 1.2–1.6 ms on both. DynamoDB
 * answers both from the key range alike, so with the range the local figures follow AWS's.
 */
export const skBeginsWith = (skAttribute: string, name: string) =>
  `${skAttribute} BETWEEN :${name} AND :${name}End`;

/** The values of `skBeginsWith(…, name)` for a prefix. */
export const prefixValues = (name: string, prefix: string) => ({
  [`:${name}`]: prefix,
  [`:${name}End`]: `${prefix}\uffff`,
});
