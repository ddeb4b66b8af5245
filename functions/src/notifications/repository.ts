import type { NotificationPreferences, NotificationType } from '@academy/shared';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  batchGet,
  cancellationReasons,
  getItems,
  getOne,
  prefixValues,
  putNew,
  queryPage,
  queryPartitionPage,
  retryOnConflict,
  skBeginsWith,
  transact,
} from '../lib/db';
import { userPartition } from '../lib/keys';
import type { StoredFile } from '../lib/stored-files';
import { type SettingsRecord, settingsOf } from './email-repository';
import { indexKeys, indexPartition, keys, skPrefix } from './keys';
import type { NotificationText } from './notice';

/**
 * Data access of the notifications feature, one function per access pattern (AP60–AP66, W18–W20 in
 * docs/data-model.md). Only this feature's service and handlers use it; other features call the service.
 */

export interface NewNotification {
  /** A ULID; a derivedId() where the same notification may be written again (fan-outs, retries). */
  id: string;
  userId: string;
  type: NotificationType;
  /** Its English (items stored before issue 40 have only this). */
  title: string;
  message: string;
  /** What it says as catalogue messages, said in each reader's language (`notice()` makes both). */
  text?: NotificationText;
  /** The course, session, post, ticket … it is about. */
  sourceId?: string;
  createdAt: string;
  /** A file its mail carries (a tax invoice's PDF); the bell shows nothing of it. */
  attachment?: StoredFile;
}

export interface NotificationRecord extends NewNotification {
  read: boolean;
  readAt?: string;
  /** Epoch seconds; set once read (TTL), never on an unread one, so a TTL delete never skews a counter. */
  expiresAt?: number;
}

/** The stored counter item: `total` and one number per type, named as the type; absent = 0. */
export type CounterRecord = Partial<Record<'total' | NotificationType, number>>;

/** A read notification disappears this long after it was read (TTL). */
export const READ_TTL_S = 90 * 24 * 60 * 60;

/** TransactWriteItems takes 100 items; W20 also sends one counter update, and 49 keeps each call small. */
export const MARK_CHUNK = 49;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** W18: the notification (unread, on both sparse unread indexes) and the counter increments. */
export function notificationWrites(n: NewNotification) {
  return [
    putNew({
      ...keys.notification(n.userId, n.id),
      ...indexKeys.unreadNotifications(n.userId, n.id),
      ...indexKeys.unreadNotificationsByType(n.userId, n.type, n.id),
      entity: 'notification',
      ...n,
      read: false,
    }),
    {
      Update: {
        TableName: tableName(),
        Key: keys.notificationCounter(n.userId),
        UpdateExpression: 'ADD #total :one, #type :one',
        ExpressionAttributeNames: { '#total': 'total', '#type': n.type },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

/** W18 on its own: false when a notification with this id exists already (nothing is written or counted). */
export async function putNotification(n: NewNotification): Promise<boolean> {
  try {
    // Concurrent writes to the same counter cancel each other (TransactionConflict): try again.
    await retryOnConflict(() =>
      db().send(new TransactWriteCommand({ TransactItems: notificationWrites(n) })),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** AP60: a user's notifications, newest first (ULID sort keys), in bounded pages. */
export function queryNotifications(userId: string, limit: number, cursor?: string) {
  return queryPage<NotificationRecord & Record<string, unknown>>({
    query: {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ...prefixValues('sk', skPrefix.notifications),
      },
      ScanIndexForward: false,
    },
    keyAttributes: ['PK', 'SK'],
    limit,
    cursor,
  });
}

/**
 * AP61 (GSI1, every type) or AP62 (GSI3, one type): a user's unread notifications, newest first. Sparse
 * indexes, eventually consistent on AWS: what they list decides nothing on its own (W19/W20 are conditional).
 */
export function queryUnread(userId: string, limit: number, cursor?: string, type?: NotificationType) {
  const partition = type
    ? indexPartition.unreadNotificationsByType(userId, type)
    : indexPartition.unreadNotifications(userId);
  return queryPartitionPage<NotificationRecord & Record<string, unknown>>(partition, {
    limit,
    cursor,
    descending: true,
  });
}

/** The raw page of AP61/AP62 that W20 walks: up to `limit` items after `startKey`, and where to go on. */
export async function queryUnreadRaw(
  userId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
  type?: NotificationType,
): Promise<{ items: NotificationRecord[]; lastKey?: Record<string, unknown> }> {
  const partition = type
    ? indexPartition.unreadNotificationsByType(userId, type)
    : indexPartition.unreadNotifications(userId);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (page.Items ?? []) as NotificationRecord[], lastKey: page.LastEvaluatedKey };
}

/** AP63: the unread counters, one strongly consistent GetItem (undefined before the first notification). */
export const getCounter = (userId: string) => getOne<CounterRecord>(keys.notificationCounter(userId));

/** AP63 + AP92 in one strongly consistent BatchGetItem: the unread counters and the settings (defaults if none). */
export async function getCounterAndSettings(
  userId: string,
): Promise<{ counter: CounterRecord | undefined; settings: NotificationPreferences }> {
  const [counter, settings] = await getItems([keys.notificationCounter(userId), keys.settings(userId)]);
  return {
    counter: counter as CounterRecord | undefined,
    settings: settingsOf(settings as SettingsRecord | undefined),
  };
}

/** One notification of this user (keys from the user's id: another user's notification is not found). */
export const getNotification = (userId: string, notificationId: string) =>
  getOne<NotificationRecord>(keys.notification(userId, notificationId));

/** Several notifications of this user, read from the table (not the index), strongly consistent. */
export async function getNotifications(
  userId: string,
  ids: readonly string[],
): Promise<NotificationRecord[]> {
  const found = await batchGet(ids.map((id) => keys.notification(userId, id)));
  return found as unknown as NotificationRecord[];
}

/** The W19 update of one notification: read, with its TTL, off both unread indexes, only if it was unread. */
function markReadUpdate(userId: string, notificationId: string, readAt: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notification(userId, notificationId),
      UpdateExpression:
        'SET #read = :true, readAt = :readAt, expiresAt = :expiresAt REMOVE GSI1PK, GSI1SK, GSI3PK, GSI3SK',
      ConditionExpression: 'attribute_exists(PK) AND #read = :false',
      ExpressionAttributeNames: { '#read': 'read' },
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':readAt': readAt,
        ':expiresAt': epochSeconds(readAt) + READ_TTL_S,
      },
    },
  };
}

/** The counter decrement for exactly these notifications: total and each type by how many of it there are. */
function counterDecrement(userId: string, marked: readonly Pick<NotificationRecord, 'type'>[]) {
  const perType = new Map<NotificationType, number>();
  for (const n of marked) perType.set(n.type, (perType.get(n.type) ?? 0) + 1);
  const names: Record<string, string> = { '#total': 'total' };
  const values: Record<string, number> = { ':total': -marked.length };
  const adds = ['#total :total'];
  [...perType].forEach(([type, count], i) => {
    names[`#t${i}`] = type;
    values[`:t${i}`] = -count;
    adds.push(`#t${i} :t${i}`);
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.notificationCounter(userId),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * W19 (one) and W20 (a chunk of ≤ 49): each notification goes from unread to read under `read = false`, and
 * the counter loses exactly their number, per type, in the same transaction. If any one of them was read
 * meanwhile the whole transaction is cancelled (nothing written, nothing decremented); the caller retries
 * without it. Index i of the cancellation reasons is notification i; the counter is last.
 */
export async function markReadTransaction(
  userId: string,
  notifications: readonly Pick<NotificationRecord, 'id' | 'type'>[],
  readAt: string,
): Promise<void> {
  if (notifications.length === 0) return;
  if (notifications.length > MARK_CHUNK) throw new Error(`at most ${MARK_CHUNK} notifications a transaction`);
  await transact([
    ...notifications.map((n) => markReadUpdate(userId, n.id, readAt)),
    counterDecrement(userId, notifications),
  ]);
}
