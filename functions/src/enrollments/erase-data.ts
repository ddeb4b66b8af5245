import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld, reasonAt, type TransactItem } from '../lib/db';
import { deleteKeys, forEachPage, partitionPrefixQuery, tableKeyOf } from '../lib/erase';
import { prefix } from '../lib/keys';
import { DELETED_USER_NAME } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * The course's figures an erased enrolment leaves (one student fewer, their rating out), from the courses service:
 * the caller composes them (enrollments imports no course, docs/features.md).
 */
export type ErasedEnrollmentCourseWrites = (courseId: string, rating: number | undefined) => TransactItem[];

/**
 * Enrolments' part of an erasure (issue 41, docs/privacy.md), all in the person's partition: progress items
 * deleted; each enrolment kept as a record, anonymised (`student.name` → `Deleted user`, `student.email` removed,
 * `erasedAt` set; `version` moves so a progress save in flight fails its check), off the course's and the
 * instructor's student lists (AP25, AP26: its GSI1 and GSI2 keys) and the person's own (GSI3), so no fan-out (new
 * posts, sessions, assignments, reminders) writes to the erased account again; and, in the same transaction, out
 * of the course's figures (`courseWrites`: the count of students and the rating), so a course says what its
 * listed students say. The learning figures item is deleted. A rerun leaves a done enrolment as it is (its
 * `erasedAt` is the transaction's condition) and deletes what is left.
 */
export const eraseEnrollments = async (
  userId: string,
  courseWrites: ErasedEnrollmentCourseWrites,
  /** After a course lost the student: e.g. its place in the catalogue's popularity order moved. */
  afterCourse: (courseId: string) => Promise<void> = async () => {},
) => {
  const pk = keys.learnerStats(userId).PK;
  await forEachPage(partitionPrefixQuery(pk, prefix.progress), (items) => deleteKeys(items.map(tableKeyOf)));
  await forEachPage<{ PK: string; SK: string; courseId: string; rating?: number; erasedAt?: string }>(
    partitionPrefixQuery(pk, skPrefix.enrollments),
    async (items) => {
      for (const item of items) {
        // Done already (a rerun): left as it is, its version too.
        if (item.erasedAt) continue;
        const rating = item.rating === undefined ? undefined : Number(item.rating);
        const anonymised = {
          Update: {
            TableName: tableName(),
            Key: tableKeyOf(item),
            UpdateExpression:
              'SET student = :student, erasedAt = :at ADD version :one REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(erasedAt)',
            ExpressionAttributeValues: {
              ':student': { name: DELETED_USER_NAME },
              ':one': 1,
              ':at': new Date().toISOString(),
            },
          },
        };
        const send = (TransactItems: object[]) =>
          db().send(new TransactWriteCommand({ TransactItems: TransactItems as never }));
        try {
          await send([anonymised, ...courseWrites(item.courseId, rating)]);
          await afterCourse(item.courseId);
        } catch (error) {
          // Erased meanwhile (or gone): nothing left to do for it.
          if (reasonAt(error, 0) === 'ConditionalCheckFailed') continue;
          // The course is gone (its counters with it): the enrolment alone.
          if (reasonAt(error, 1) === 'ConditionalCheckFailed') await conditionHeld(send([anonymised]));
          else throw error;
        }
      }
    },
  );
  await deleteKeys([keys.learnerStats(userId)]);
};
