import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { isConditionFailure } from '../lib/db';
import { indexKeys, keys } from '../lib/keys';

export const notificationTypes = [
  'chat',
  'support',
  'forum',
  'assignment',
  'enrollment',
  'discussion',
  'live-session',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NewNotification {
  /** A ULID; a derivedId() where the same notification may be written again (fan-outs, retries). */
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  sourceId?: string;
  createdAt: string;
}

/** The two writes of W18 (the notification and the unread counters), to join a larger transaction. */
export function notificationWrites(n: NewNotification) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.notification(n.userId, n.id),
          ...indexKeys.unreadNotifications(n.userId, n.id),
          ...indexKeys.unreadNotificationsByType(n.userId, n.type, n.id),
          entity: 'notification',
          ...n,
          read: false,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
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

/**
 * W18: the notification and the user's unread counters (total and per type) in one transaction.
 * Writing the same id again changes nothing and answers false.
 */
export async function notify(n: NewNotification): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: notificationWrites(n) }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
