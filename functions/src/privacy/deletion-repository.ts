import type { AccountDeletion } from '@academy/shared/features/privacy/schemas';
import { GetCommand, QueryCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld, type TransactItem } from '../lib/db';
import { isoUtc } from '../lib/keys';
import { indexKeys, indexPartition, keys } from './keys';

/**
 * The account's deletion item (`USER#<sub>`/`DELETION`, entity `accountDeletion`, issue 41): its status
 * (scheduled → erasing → erased, or cancelled), when it was asked for and when erasure may start, the parts of
 * the erasure already done (in order, so a crash resumes at the next one), and the sign-in e-mail kept only
 * until the identity is deleted. On GSI3 `DELETIONS#DUE` / `<eraseAfter>#<sub>` while scheduled or erasing
 * (AP110, sparse).
 */
export const DELETION_RUNNING = /*i18n*/ 'Your account is already being deleted.';

export interface DeletionRecord {
  userId: string;
  status: AccountDeletion['status'];
  requestedAt: string;
  eraseAfter: string;
  cancelledAt?: string;
  erasingAt?: string;
  erasedAt?: string;
  partsDone: string[];
  /** The sign-in address, for the identity's deletion; removed once erased. */
  email?: string;
}

export const toAccountDeletion = (r: DeletionRecord): AccountDeletion => ({
  status: r.status,
  requestedAt: r.requestedAt,
  eraseAfter: r.eraseAfter,
  ...(r.cancelledAt ? { cancelledAt: r.cancelledAt } : {}),
});

/** AP111: the person's deletion item (consistent GetItem), or undefined when none was ever asked for. */
export async function getDeletion(userId: string): Promise<DeletionRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.accountDeletion(userId), ConsistentRead: true }),
  );
  return Item as DeletionRecord | undefined;
}

/**
 * W61: the deletion scheduled, as a piece of the request's transaction (with the profile's `deletionAt`): a Put
 * only where there is none or the last one was cancelled (index of this piece cancelled: one is scheduled or
 * running already).
 */
export function scheduleDeletionPut(r: DeletionRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.accountDeletion(r.userId),
        ...indexKeys.dueDeletion(r.eraseAfter, r.userId),
        entity: 'accountDeletion',
        ...r,
      },
      ConditionExpression: 'attribute_not_exists(PK) OR #status = :cancelled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled' },
    },
  };
}

/** W62: the deletion cancelled, only while scheduled; off the due index; the e-mail kept no longer. */
export function cancelDeletionUpdate(userId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.accountDeletion(userId),
      UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at REMOVE GSI3PK, GSI3SK, email',
      ConditionExpression: '#status = :scheduled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled', ':scheduled': 'scheduled', ':at': at },
    },
  };
}

/** AP110: deletions due by `now` (scheduled or erasing), oldest first, at most `limit` (one Query of GSI3). */
export async function listDueDeletions(now: Date, limit: number): Promise<DeletionRecord[]> {
  const p = indexPartition.dueDeletions();
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: p.indexName,
      KeyConditionExpression: `${p.pkAttribute} = :pk AND ${p.skAttribute} <= :upTo`,
      ExpressionAttributeValues: { ':pk': p.pk, ':upTo': `${isoUtc(now)}#\uffff` },
      Limit: limit,
    }),
  );
  return Items as DeletionRecord[];
}

/** One conditioned Update of a person's deletion item; answers whether its condition held. */
const deletionUpdated = (userId: string, update: Omit<UpdateCommandInput, 'TableName' | 'Key'>) =>
  conditionHeld(
    db().send(new UpdateCommand({ TableName: tableName(), Key: keys.accountDeletion(userId), ...update })),
  );

/** W63: erasure starts (only from scheduled; a run that finds it erasing already carries on). */
export const markErasing = (userId: string, at: string) =>
  deletionUpdated(userId, {
    UpdateExpression: 'SET #status = :erasing, erasingAt = :at',
    ConditionExpression: '#status = :scheduled',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':erasing': 'erasing', ':scheduled': 'scheduled', ':at': at },
  });

/** W64: one part of the erasure done, appended once (only while erasing). */
export const markPartDone = (userId: string, part: string) =>
  deletionUpdated(userId, {
    UpdateExpression: 'SET partsDone = list_append(if_not_exists(partsDone, :none), :part)',
    ConditionExpression: '#status = :erasing AND NOT contains(partsDone, :name)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':none': [], ':part': [part], ':name': part, ':erasing': 'erasing' },
  });

/** W65: erased: no personal data left on the item (the e-mail removed), off the due index. */
export const markErased = (userId: string, at: string) =>
  deletionUpdated(userId, {
    UpdateExpression: 'SET #status = :erased, erasedAt = :at REMOVE GSI3PK, GSI3SK, email',
    ConditionExpression: '#status = :erasing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':erased': 'erased', ':erasing': 'erasing', ':at': at },
  });
