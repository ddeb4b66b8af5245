import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, s3Client, tableName } from '../lib/clients';
import { conditionHeld } from '../lib/db';
import { required } from '../lib/env';
import { deleteKeys, forEachPage, indexPartitionQuery, partitionQuery, tableKeyOf } from '../lib/erase';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { feedPartition, indexPartition } from './keys';
import type { SubmissionRecord } from './repository';

type StoredSubmission = SubmissionRecord & { PK: string; SK: string; erasedAt?: string };

/**
 * Assignments' part of an erasure (issue 41, docs/privacy.md): each of the person's submissions (AP by student,
 * GSI1 `USER#<sid>#SUBMISSIONS`) loses its text and its file (the object deleted first, then the item: a crash
 * between the two deletes the object again, which is fine) and stays as a grade record (grade, feedback, points,
 * dates) under `Deleted user`, so the course's figures stay true. Their assignment feed is deleted.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<StoredSubmission>(
    indexPartitionQuery(indexPartition.submissionsByStudent(userId)),
    async (submissions) => {
      for (const s of submissions) {
        if (s.erasedAt && !s.file) continue;
        if (s.file?.key) {
          await s3Client().send(
            new DeleteObjectCommand({ Bucket: required('VIDEOS_BUCKET'), Key: s.file.key }),
          );
        }
        await conditionHeld(
          db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: tableKeyOf(s),
              UpdateExpression:
                'SET student = :student, content = :empty, erasedAt = if_not_exists(erasedAt, :now) REMOVE #file',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#file': 'file' },
              ExpressionAttributeValues: {
                ':student': { name: DELETED_USER_NAME },
                ':empty': '',
                ':now': new Date().toISOString(),
              },
            }),
          ),
        );
      }
    },
  );
  await forEachPage(partitionQuery(feedPartition.assignments(userId)), (items) =>
    deleteKeys(items.map(tableKeyOf)),
  );
};
