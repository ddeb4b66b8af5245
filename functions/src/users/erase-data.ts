import { tableName } from '../lib/clients';
import { cancellationReasons, retryOnConflict, transact } from '../lib/db';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { keys } from './keys';
import { getUserRecord } from './repository';

/**
 * The users feature's part of an erasure (issue 41, docs/privacy.md), run LAST: the PROFILE item becomes a
 * tombstone (name `Deleted user`, no email, no profile fields, no privacy map, inactive, `erasedAt`), off the
 * USERS and ROLE lists (its GSI1 and GSI2 keys removed), and its role's counter moves down by one in the same
 * transaction. The condition `attribute_not_exists(erasedAt)` makes the counter move once: a rerun finds the
 * tombstone and does nothing.
 */
export const eraseData: EraseData = async (userId) => {
  const user = (await getUserRecord(userId)) as (Record<string, unknown> & { role?: string }) | undefined;
  if (!user || user.erasedAt) return;
  const now = new Date().toISOString();
  try {
    await retryOnConflict(() =>
      transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(userId),
            UpdateExpression:
              'SET #name = :name, isActive = :false, erasedAt = :now, updatedAt = :now, profile = :empty ' +
              'REMOVE email, searchText, #locale, privacy, mfaEnabled, GSI1PK, GSI1SK, GSI2PK, GSI2SK',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(erasedAt)',
            ExpressionAttributeNames: { '#name': 'name', '#locale': 'locale' },
            ExpressionAttributeValues: {
              ':name': DELETED_USER_NAME,
              ':false': false,
              ':now': now,
              ':empty': {},
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.userStats(),
            UpdateExpression: 'ADD #role :minus',
            ExpressionAttributeNames: { '#role': String(user.role) },
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      ]),
    );
  } catch (error) {
    // Another run made the tombstone first: done.
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return;
    throw error;
  }
};
