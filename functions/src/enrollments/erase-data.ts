import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld } from '../lib/db';
import { deleteKeys, forEachPage, partitionPrefixQuery, tableKeyOf } from '../lib/erase';
import { prefix } from '../lib/keys';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * Enrolments' part of an erasure (issue 41, docs/privacy.md), all in the person's partition: progress items
 * deleted; each enrolment kept, anonymised (`student.name` → `Deleted user`, `student.email` removed; `version`
 * moves so a progress save in flight fails its check), so the course's counters and ratings stay true; the
 * learning figures item deleted. The enrolment leaves the course's and the instructor's student lists (AP25, AP26:
 * its GSI1 and GSI2 keys) and the person's own (GSI3), so no fan-out (new posts, sessions, assignments, reminders)
 * writes to the erased account again; the course's counters are on the course item and stay. A rerun leaves a
 * done enrolment as it is and deletes what is left.
 */
export const eraseData: EraseData = async (userId) => {
  const pk = keys.learnerStats(userId).PK;
  await forEachPage(partitionPrefixQuery(pk, prefix.progress), (items) => deleteKeys(items.map(tableKeyOf)));
  await forEachPage<{ PK: string; SK: string; student?: { name?: string; email?: string } }>(
    partitionPrefixQuery(pk, skPrefix.enrollments),
    async (items) => {
      for (const item of items) {
        // Done already (a rerun): left as it is, its version too.
        if (item.student?.name === DELETED_USER_NAME && item.student.email === undefined) continue;
        await conditionHeld(
          db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: tableKeyOf(item),
              UpdateExpression:
                'SET student = :student ADD version :one REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':student': { name: DELETED_USER_NAME }, ':one': 1 },
            }),
          ),
        );
      }
    },
  );
  await deleteKeys([keys.learnerStats(userId)]);
};
