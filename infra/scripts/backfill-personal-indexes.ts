/**
 * One-off job (issue 41): gives the items stored before the data export existed the entries that find them by
 * person, so an export (and an erasure) finds them too:
 * - each forum post and reply: its author's record in their partition (`USER#<sub>` / `FORUMBY#…`, AP105);
 * - each coupon redemption: the person's redemptions index (GSI3 `COUPONS#USEDBY#<sub>`, AP112);
 * - each live-session attendance: the person's attendance index (GSI1 `USER#<sub>#ATTENDED`, AP113).
 *
 * An operator's job, not a request path: a paginated Scan filtered to each entity. The authorship record is put
 * only if absent and only while the post or reply still exists; the index keys are set only while the item exists.
 * Safe to run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-personal-indexes.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys as couponIndexKeys } from '../../functions/src/coupons/keys';
import { keys as forumKeys } from '../../functions/src/forums/keys';
import { DELETED_USER_NAME } from '../../functions/src/lib/personal-data';
import { indexKeys as sessionIndexKeys } from '../../functions/src/live-sessions/keys';
import { runWhenCalled, scanEntity, whileItemExists, writeIfStillDue } from './one-off';

interface Written {
  PK: string;
  SK: string;
  id: string;
  postId?: string;
  courseId: string;
  author: { id: string; name?: string };
  createdAt: string;
}

/** Puts the authorship record of every post and reply that has none; answers how many it put. */
async function backfillAuthored(client: DynamoDBDocumentClient, table: string): Promise<number> {
  let put = 0;
  for (const entity of ['post', 'reply'] as const) {
    const pages = scanEntity<Written>(client, table, {
      entity,
      projection: 'PK, SK, id, postId, courseId, author, createdAt',
    });
    for await (const items of pages)
      for (const item of items) {
        // An erased author's posts stay as `Deleted user`: nothing of theirs is to be found again.
        if (item.author.name === DELETED_USER_NAME) continue;
        const postId = entity === 'post' ? item.id : item.postId!;
        const replyId = entity === 'reply' ? item.id : undefined;
        const write = whileItemExists(table, item, {
          Put: {
            TableName: table,
            Item: {
              ...forumKeys.forumAuthored(item.author.id, postId, replyId),
              entity: 'forumAuthored',
              postId,
              ...(replyId ? { replyId } : {}),
              courseId: item.courseId,
              createdAt: item.createdAt,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        });
        // Already there, or the post or reply deleted meanwhile: nothing to put.
        if (await writeIfStillDue(() => client.send(write), 'TransactionCanceledException')) put++;
      }
  }
  return put;
}

/** Sets an item's index keys (only while it exists); answers whether it did. */
const setIndexKeys = (
  client: DynamoDBDocumentClient,
  table: string,
  key: object,
  index: Record<string, string>,
) => {
  const [pk, sk] = Object.keys(index) as [string, string];
  return writeIfStillDue(
    () =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: `SET ${pk} = :pk, ${sk} = :sk`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':pk': index[pk], ':sk': index[sk] },
        }),
      ),
    'ConditionalCheckFailedException',
  );
};

/** Sets the index keys of every item of one entity (`index` derives them from what is read); answers how many. */
async function backfillIndexOf<T>(
  client: DynamoDBDocumentClient,
  table: string,
  scan: { entity: string; projection: string },
  index: (item: T) => Record<string, string>,
): Promise<number> {
  let set = 0;
  for await (const items of scanEntity<T & { PK: string; SK: string }>(client, table, scan))
    for (const item of items)
      if (await setIndexKeys(client, table, { PK: item.PK, SK: item.SK }, index(item))) set++;
  return set;
}

/** Every redemption on its person's index, every attendance on its person's; answers how many items it set. */
async function backfillIndexes(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const redemptions = await backfillIndexOf<{ code: string; studentId: string; redeemedAt: string }>(
    client,
    table,
    { entity: 'couponRedemption', projection: 'PK, SK, code, studentId, redeemedAt' },
    (r) => couponIndexKeys.redemptionsByPerson(r.studentId, r.redeemedAt, r.code),
  );
  const attendances = await backfillIndexOf<{ sessionId: string; userId: string; joinedAt: string }>(
    client,
    table,
    { entity: 'attendance', projection: 'PK, SK, sessionId, userId, joinedAt' },
    (a) => sessionIndexKeys.attendanceByPerson(a.userId, a.joinedAt, a.sessionId),
  );
  return redemptions + attendances;
}

/** Runs both; answers what it did. */
export async function backfillPersonalIndexes(client: DynamoDBDocumentClient, table: string) {
  return { authored: await backfillAuthored(client, table), indexed: await backfillIndexes(client, table) };
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const { authored, indexed } = await backfillPersonalIndexes(client, table);
  return `Put ${authored} forum authorship record(s); set the person's index keys on ${indexed} item(s).`;
});
