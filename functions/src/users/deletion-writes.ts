import { tableName } from '../lib/clients';
import type { TransactItem } from '../lib/db';
import { keys } from './keys';

/**
 * The PROFILE's `privacy.deletionAt` as a piece of the privacy feature's transaction (issue 41): set when a
 * deletion is scheduled, removed when it is cancelled. Only while the account exists and is active. `hasPrivacy`:
 * whether the stored item has its `privacy` map already (accounts made before issue 41 have none, and a nested
 * path cannot be set in a map that is not there); a cancellation of this piece means it changed since read.
 */
export function deletionAtUpdate(
  user: { id: string; hasPrivacy: boolean },
  deletionAt: string | undefined,
): TransactItem {
  const base = {
    TableName: tableName(),
    Key: keys.user(user.id),
  };
  if (!user.hasPrivacy) {
    return {
      Update: {
        ...base,
        UpdateExpression: 'SET privacy = :privacy',
        ConditionExpression: 'attribute_exists(PK) AND isActive = :true AND attribute_not_exists(privacy)',
        ExpressionAttributeValues: { ':privacy': deletionAt ? { deletionAt } : {}, ':true': true },
      },
    };
  }
  return {
    Update: {
      ...base,
      UpdateExpression: deletionAt ? 'SET privacy.deletionAt = :at' : 'REMOVE privacy.deletionAt',
      ConditionExpression: 'attribute_exists(PK) AND isActive = :true AND attribute_type(privacy, :map)',
      ExpressionAttributeValues: { ':true': true, ':map': 'M', ...(deletionAt ? { ':at': deletionAt } : {}) },
    },
  };
}
