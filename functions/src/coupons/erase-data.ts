import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld } from '../lib/db';
import { forEachPage, partitionPrefixQuery } from '../lib/erase';
import { DELETED_USER_NAME } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * Coupons' share of an erasure (issue 41, docs/privacy.md), for one code the person used (the payments part finds
 * the codes on their orders and calls this: coupons cannot read payments, which read coupons). The code's counts
 * (`taken`, `redeemed`) stay; each redemption of theirs stays as a record of the sale (course, amount, discount,
 * order) under `Deleted user` with no e-mail; their redeemed claim (the one-use guard) is deleted. A claim still
 * holding a seat for an open checkout is left to expire: its release gives the seat back.
 */
export async function eraseCouponLink(code: string, userId: string): Promise<void> {
  const query = partitionPrefixQuery(keys.coupon(code).PK, skPrefix.redemptions);
  await forEachPage<{ PK: string; SK: string }>(
    {
      ...query,
      FilterExpression: 'studentId = :sid',
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':sid': userId },
    },
    async (redemptions) => {
      for (const r of redemptions) {
        await conditionHeld(
          db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { PK: r.PK, SK: r.SK },
              UpdateExpression: 'SET student = :student',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':student': { name: DELETED_USER_NAME } },
            }),
          ),
        );
      }
    },
  );
  await conditionHeld(
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.claim(code, userId),
        ConditionExpression: 'attribute_exists(redeemedAt)',
      }),
    ),
  );
}
