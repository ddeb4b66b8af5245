import { PRIVACY_LIMITS } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld, getOne, putNew, queryNewestOfPrefix, type TransactItem } from '../lib/db';
import { userPartition } from '../lib/keys';
import { keys, skPrefix } from './keys';

/**
 * A minor's parent's consent (issue 41): the request (`GUARDIAN`, entity `guardianConsent`) and one item per mail
 * of the link (`GUARDIANMAIL#<isoUtc>`, entity `guardianMail`, TTL), which the stream consumer
 * `mailGuardianConsent` claims, sends and marks (the claim is on the item itself).
 */

export interface GuardianConsentItem {
  userId: string;
  guardianEmail: string;
  requestedAt: string;
  status: 'pending' | 'confirmed';
  confirmedAt?: string;
  relationship?: 'parent' | 'guardian';
}

export interface GuardianMailItem {
  userId: string;
  guardianEmail: string;
  at: string;
  /** TTL (epoch seconds): gone once its link would have expired. */
  expiresAt: number;
  /** The language the mail is written in: the child's at registration (the consumer reads it again). */
  locale?: Locale;
  claimedAt?: string;
  sentAt?: string;
  messageId?: string;
}

const linkExpiry = (at: string) =>
  Math.floor(Date.parse(at) / 1000) + PRIVACY_LIMITS.guardianLinkDays * 24 * 60 * 60;

/** The request's Put (at registration, in the profile's transaction). */
export function guardianConsentPut(request: GuardianConsentItem): TransactItem {
  return putNew({ ...keys.guardianConsent(request.userId), entity: 'guardianConsent', ...request });
}

/** One mail of the link to send (the stream mails it); its key must be new. */
export function guardianMailPut(mail: Omit<GuardianMailItem, 'expiresAt'>): TransactItem {
  return putNew({
    ...keys.guardianMail(mail.userId, mail.at),
    entity: 'guardianMail',
    ...mail,
    expiresAt: linkExpiry(mail.at),
  });
}

/** The same mail written alone (the link asked for again): false when one of that millisecond exists already. */
export function putGuardianMail(mail: Omit<GuardianMailItem, 'expiresAt'>): Promise<boolean> {
  const { Put } = guardianMailPut(mail);
  return conditionHeld(db().send(new PutCommand(Put!)));
}

export const getGuardianConsent = (userId: string) =>
  getOne<GuardianConsentItem>(keys.guardianConsent(userId));

/** The request marked confirmed (for the confirmation's transaction; it must exist). */
export function guardianConfirmedUpdate(
  userId: string,
  at: string,
  relationship: 'parent' | 'guardian',
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.guardianConsent(userId),
      UpdateExpression: 'SET #status = :confirmed, confirmedAt = :at, relationship = :rel',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':at': at, ':rel': relationship },
    },
  };
}

/** The newest mail of the link (one Query, newest first, one item): the resend's rate limit. */
export async function latestGuardianMail(userId: string): Promise<GuardianMailItem | undefined> {
  const [latest] = await queryNewestOfPrefix<GuardianMailItem>(
    userPartition(userId),
    skPrefix.guardianMails,
    1,
  );
  return latest;
}

/** Claims the mail before SES is asked: false when it was claimed already (a retried record) or is gone. */
export function claimGuardianMail(userId: string, at: string, now: string): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.guardianMail(userId, at),
        UpdateExpression: 'SET claimedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(claimedAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/** SES refused: the claim is released so the retry sends it. */
export async function releaseGuardianMail(userId: string, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.guardianMail(userId, at),
      UpdateExpression: 'REMOVE claimedAt',
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

export async function markGuardianMailSent(userId: string, at: string, messageId: string, now: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.guardianMail(userId, at),
      UpdateExpression: 'SET sentAt = :now, messageId = :id',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now, ':id': messageId },
    }),
  );
}
