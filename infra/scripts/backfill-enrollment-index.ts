/**
 * One-off job: gives every enrolment stored before 2026-11-25 the GSI3 keys of AP21b (a student's enrolments,
 * newest first), which `enrollmentWrites` has written since. Without them the paged course list
 * (`GET /api/enrollments/my-courses`) does not show that enrolment.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to enrolments that
 * lack the keys, and sets them with an Update that only adds them where they are still missing, so it is safe to
 * run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-enrollment-index.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys } from '../../functions/src/enrollments/keys';
import { runWhenCalled, scanEntity, writeIfStillDue } from './one-off';

interface EnrollmentKeys {
  PK: string;
  SK: string;
  studentId: string;
  courseId: string;
  enrolledAt: string;
}

/** Adds the missing keys; answers how many enrolments it changed. */
export async function backfillEnrollmentIndex(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<number> {
  let changed = 0;
  const pages = scanEntity<EnrollmentKeys>(client, table, {
    entity: 'enrollment',
    filter: 'attribute_not_exists(GSI3PK)',
    projection: 'PK, SK, studentId, courseId, enrolledAt',
  });
  for await (const items of pages) {
    for (const item of items) {
      const { GSI3PK, GSI3SK } = indexKeys.enrollmentsByStudent(
        item.studentId,
        item.enrolledAt,
        item.courseId,
      );
      const write = new UpdateCommand({
        TableName: table,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI3PK)',
        ExpressionAttributeValues: { ':pk': GSI3PK, ':sk': GSI3SK },
      });
      if (await writeIfStillDue(() => client.send(write), 'ConditionalCheckFailedException')) changed++;
    }
  }
  return changed;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const changed = await backfillEnrollmentIndex(client, table);
  return `Gave ${changed} enrolment(s) their student-list keys (GSI3).`;
});
