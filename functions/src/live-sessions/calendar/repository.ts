import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { conditionHeld, getOne, putNew, retryOnConflict, transact } from '../../lib/db';
import { calendarFeedKeys } from '../keys';

/**
 * A student's calendar feed (issue 13 point 5). Two items, always written together in one transaction:
 * - the lookup `CALFEED#<sha256(token)>` / `FEED` {userId, createdAt}: what the public feed address resolves
 *   through; it holds the token's hash only, so the table never gives a working address away to a reader of it;
 * - the owner's `USER#<sub>` / `CALFEED` {token, tokenHash, createdAt}: the only place the token itself is kept,
 *   read back only by its owner (GET /api/calendar/feed shows the address again).
 * Replacing deletes the old lookup in the same transaction as the new one is put, so the old address stops at once.
 */

const feedKeys = calendarFeedKeys;

export interface FeedRecord {
  token: string;
  tokenHash: string;
  createdAt: string;
}

/** The owner's feed item (consistent GetItem); undefined when they have none. */
export async function getOwnFeed(userId: string): Promise<FeedRecord | undefined> {
  const item = await getOne(feedKeys.owner(userId));
  if (!item || typeof item.token !== 'string' || typeof item.tokenHash !== 'string') return undefined;
  return { token: item.token, tokenHash: item.tokenHash, createdAt: String(item.createdAt ?? '') };
}

/**
 * Whose feed a token's hash opens (GetItem, consistent: a replaced or stopped address answers 404 at once);
 * undefined when none.
 */
export async function findFeedOwner(tokenHash: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: feedKeys.lookup(tokenHash),
      ConsistentRead: true,
      ProjectionExpression: 'userId',
    }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

/** The owner item holds `previous` (or none when `previous` is undefined): the read the write was based on. */
const ownerCondition = (previous: FeedRecord | undefined) =>
  previous
    ? {
        ConditionExpression: 'tokenHash = :previous',
        ExpressionAttributeValues: { ':previous': previous.tokenHash },
      }
    : { ConditionExpression: 'attribute_not_exists(PK)' };

/**
 * One transaction: the new lookup (never over another), the owner item (only over what was read), and the old
 * lookup deleted. False when the owner item changed since `previous` was read (a concurrent replace): read again.
 */
export async function putFeed(
  userId: string,
  next: FeedRecord,
  previous: FeedRecord | undefined,
): Promise<boolean> {
  const condition = ownerCondition(previous);
  return conditionHeld(
    retryOnConflict(() =>
      transact([
        putNew({
          ...feedKeys.lookup(next.tokenHash),
          entity: 'calendarFeed',
          userId,
          createdAt: next.createdAt,
        }),
        {
          Put: {
            TableName: tableName(),
            Item: { ...feedKeys.owner(userId), entity: 'calendarFeedOwner', userId, ...next },
            ...condition,
          },
        },
        ...(previous
          ? [{ Delete: { TableName: tableName(), Key: feedKeys.lookup(previous.tokenHash) } }]
          : []),
      ]),
    ),
  );
}

/** Both items of the feed read as `previous` deleted in one transaction. False when it changed meanwhile. */
export async function deleteFeed(userId: string, previous: FeedRecord): Promise<boolean> {
  return conditionHeld(
    retryOnConflict(() =>
      transact([
        { Delete: { TableName: tableName(), Key: feedKeys.owner(userId), ...ownerCondition(previous) } },
        { Delete: { TableName: tableName(), Key: feedKeys.lookup(previous.tokenHash) } },
      ]),
    ),
  );
}

/** The two items' keys, for tests that look at what the table holds. */
export { feedKeys };
