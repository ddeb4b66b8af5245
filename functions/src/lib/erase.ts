import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './clients';
import { batchWrite, conditionHeld } from './db';

type Key = Record<string, unknown>;

/** Items one page of an erasure reads (DynamoDB's 1 MB page may end it sooner). */
export const ERASE_PAGE_SIZE = 100;
/**
 * Pages one erasure step reads at most in one run: a person with more items than this throws, and the next run
 * (every part is idempotent) carries on where the deletes left off.
 */
export const ERASE_MAX_PAGES = 50;

/**
 * Runs `each` over a Query's items page by page (ERASE_PAGE_SIZE a page, at most ERASE_MAX_PAGES pages, then it
 * throws so the run is resumed later). For erasure (issue 41): `each` may delete or rewrite the items it is given.
 */
/** A stored item as a Query answers it: its table key and whatever else. */
export type StoredItem = { PK: string; SK: string } & Key;

export async function forEachPage<T = StoredItem>(
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  each: (items: T[]) => Promise<void>,
): Promise<void> {
  let startKey: Key | undefined;
  for (let pages = 0; ; pages++) {
    if (pages >= ERASE_MAX_PAGES) throw new Error('erasure: more pages than one run reads; resumed next run');
    const page = await db().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        Limit: ERASE_PAGE_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = (page.Items ?? []) as T[];
    if (items.length > 0) await each(items);
    startKey = page.LastEvaluatedKey;
    if (!startKey) return;
  }
}

/** The table key of a stored item. */
export const tableKeyOf = (item: { PK: unknown; SK: unknown }) => ({ PK: item.PK, SK: item.SK });

/** Deletes these items by key (BatchWriteItem, 25 a request; deleting a key already gone is fine). */
export const deleteKeys = (keys: readonly Key[]) =>
  batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));

/** The items of one partition whose sort key starts with `skPrefix`, as a Query for `forEachPage`. */
export const partitionPrefixQuery = (pk: string, skPrefix: string) => ({
  KeyConditionExpression: 'PK = :pk AND SK BETWEEN :sk AND :skEnd',
  ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix, ':skEnd': `${skPrefix}\uffff` },
});

/** A whole GSI partition, as a Query for `forEachPage`. */
export const indexPartitionQuery = (p: { indexName: string; pkAttribute: string; pk: string }) => ({
  IndexName: p.indexName,
  KeyConditionExpression: `${p.pkAttribute} = :pk`,
  ExpressionAttributeValues: { ':pk': p.pk },
});

/** A whole table partition, as a Query for `forEachPage`. */
export const partitionQuery = (pk: string) => ({
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': pk },
});

/**
 * Rewrites a kept item (a name to `Deleted user`, a text emptied) only while it exists; answers whether it did
 * (an item deleted meanwhile is nothing to erase). `names` defaults to `#name` for the item's `name` fields.
 */
export const updateIfPresent = (
  Key: Key,
  expression: string,
  values: Record<string, unknown>,
  names: Record<string, string> = { '#name': 'name' },
) =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
