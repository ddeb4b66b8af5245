import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationType,
  notificationTypes,
} from '@academy/shared';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { batchGet, conditionHeld, getOne, queryPartitionPage } from '../lib/db';
import { indexKeys, indexPartition, keys } from './keys';
import type { NotificationText } from './notice';

/**
 * Data access of the notifications feature's e-mail (issue 37; AP92–AP95, W31–W35 in docs/data-model.md): the
 * settings, the sent-mail markers, the chat mails waiting for their quiet period, the suppressed addresses and
 * the digest runs. Only this feature uses it.
 */

/** A sent-mail marker is kept this long (a retry comes within minutes; a digest's a day later at most). */
export const EMAIL_SENT_TTL_S = 30 * 24 * 60 * 60;

export interface SettingsRecord {
  userId?: string;
  types?: Partial<Record<NotificationType, { inApp?: boolean; email?: boolean }>>;
  digest?: boolean;
  updatedAt?: string;
}

/** The stored settings over the defaults: a type added after they were saved gets its default. */
export function settingsOf(record: SettingsRecord | undefined): NotificationPreferences {
  const d = defaultNotificationPreferences;
  return {
    types: Object.fromEntries(
      notificationTypes.map((type) => [
        type,
        {
          inApp: record?.types?.[type]?.inApp ?? d.types[type].inApp,
          email: record?.types?.[type]?.email ?? d.types[type].email,
        },
      ]),
    ) as NotificationPreferences['types'],
    digest: record?.digest ?? d.digest,
  };
}

/** AP92: one user's settings (GetItem, strongly consistent). */
export async function getSettings(userId: string): Promise<NotificationPreferences> {
  return settingsOf(await getOne<SettingsRecord>(keys.settings(userId)));
}

/** AP92 for several users at once (BatchGet, 100 a call): their settings by id (defaults for those with none). */
export async function getSettingsOf(
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const found = await batchGet(
    [...new Set(userIds)].map((id) => keys.settings(id)),
    { consistent: false },
  );
  const byUser = new Map(found.map((item) => [String(item.userId), item as SettingsRecord]));
  return new Map(userIds.map((id) => [id, settingsOf(byUser.get(id))]));
}

/**
 * W31: the whole settings item replaced; a person on the digest is on its sparse index (AP93), and off it when
 * they leave it.
 */
export async function putSettings(userId: string, settings: NotificationPreferences, now: string) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.settings(userId),
        ...(settings.digest ? indexKeys.digestUsers(userId) : {}),
        entity: 'notificationSettings',
        userId,
        types: settings.types,
        digest: settings.digest,
        updatedAt: now,
      },
    }),
  );
}

/**
 * W31 for one type's e-mail (unsubscribe and its undo): only that flag changes, whatever else the item holds.
 * The item is made with the defaults first when there is none, so the other types keep theirs.
 */
export async function setTypeEmail(userId: string, type: NotificationType, email: boolean, now: string) {
  const current = await getSettings(userId);
  const next: NotificationPreferences = {
    ...current,
    types: { ...current.types, [type]: { ...current.types[type], email } },
  };
  await putSettings(userId, next, now);
  return next;
}

/**
 * W32, the claim: the marker of mail `mailId` to this user, written only if there is none. False when the mail
 * was sent (or is being sent) already: a retried notification, a rerun, never mails twice.
 */
export function claimEmail(userId: string, mailId: string, now: string, about: string): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.emailSent(userId, mailId),
          entity: 'emailSent',
          about,
          claimedAt: now,
          expiresAt: Math.floor(Date.parse(now) / 1000) + EMAIL_SENT_TTL_S,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** W32, the record: SES took the mail (its message id). */
export async function markEmailSent(userId: string, mailId: string, messageId: string, now: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.emailSent(userId, mailId),
      UpdateExpression: 'SET sentAt = :now, messageId = :id',
      ExpressionAttributeValues: { ':now': now, ':id': messageId },
    }),
  );
}

/** W32, the release: SES refused the mail, so the claim goes and a retry may send it. */
export async function releaseEmail(userId: string, mailId: string) {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.emailSent(userId, mailId) }));
}

export interface ChatEmailRecord {
  userId: string;
  chatId: string;
  /** When the quiet period ends and the mail falls due. */
  dueAt: string;
  /** The first unread message's notification (its title and text make the mail). */
  notificationId: string;
  title: string;
  message: string;
  /** Its messages, for the mail in the recipient's language (absent on records from before issue 40). */
  text?: NotificationText;
  createdAt: string;
}

/**
 * W33: the chat's pending mail to this user, made by the conversation's first unread message of a quiet period;
 * false (nothing written) when one is pending already: later messages of the period join that mail.
 */
export function putChatEmail(record: ChatEmailRecord): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.chatEmail(record.userId, record.chatId),
          ...indexKeys.chatEmailsDue(record.dueAt, record.userId, record.chatId),
          entity: 'chatEmail',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/** AP95: pending chat mails due by `now`, oldest first, in bounded pages. */
export async function queryDueChatEmails(now: string, limit: number) {
  const partition = indexPartition.chatEmailsDue();
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${partition.skAttribute} <= :now`,
      ExpressionAttributeValues: { ':pk': partition.pk, ':now': `${now}#~` },
      Limit: limit,
    }),
  );
  return (page.Items ?? []) as ChatEmailRecord[];
}

/** W33's end: the quiet period is over (mailed or read); the next message starts a new one. */
export async function deleteChatEmail(userId: string, chatId: string, dueAt: string) {
  await conditionHeld(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.chatEmail(userId, chatId),
        ConditionExpression: 'dueAt = :due',
        ExpressionAttributeValues: { ':due': dueAt },
      }),
    ),
  );
}

export interface SuppressionRecord {
  address: string;
  status: 'bounced' | 'complained';
  since: string;
  /** SES's words: the bounce's type and subtype, or the complaint's feedback type. */
  reason: string;
}

/** AP94: whether SES must not send to this address (GetItem). */
export const getSuppression = (address: string) => getOne<SuppressionRecord>(keys.suppression(address));

/** W34: the address suppressed (a later event of the same address only refreshes the reason). */
export async function putSuppression(record: SuppressionRecord) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.suppression(record.address), entity: 'emailSuppression', ...record },
    }),
  );
}

export interface DigestRunRecord {
  date: string;
  cursor?: string;
  done?: boolean;
  mailed?: number;
}

/** W35: one date's digest run (how far it got). */
export const getDigestRun = (date: string) => getOne<DigestRunRecord>(keys.digestRun(date));

export async function saveDigestRun(run: DigestRunRecord) {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.digestRun(run.date),
        entity: 'digestRun',
        ...run,
        expiresAt: Math.floor(Date.now() / 1000) + EMAIL_SENT_TTL_S,
      },
    }),
  );
}

/** AP93: a page of the people on the digest (their ids), in id order. */
export async function queryDigestUsers(limit: number, cursor?: string) {
  const page = await queryPartitionPage<{ userId: string }>(indexPartition.digestUsers(), { limit, cursor });
  return { userIds: page.items.map((item) => item.userId), nextCursor: page.nextCursor };
}
