/**
 * One-off job: fills every student's session feed (`SESSIONFEED#<sid>`, docs/data-model.md AP52) with the
 * sessions of the courses they were enrolled in before 2026-11-26. Since then creating a session writes it into
 * the feed of every enrolled student, and enrolling copies the course's sessions in; without this job a student's
 * list of sessions across courses (`GET /api/live-sessions/my`, the calendar feed) misses the older ones.
 *
 * Run `backfill-session-index.ts` first: the sessions of a course are read from its session-id set.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to enrolments, reads
 * each course's set once (consistent GetItem) and writes the feed entries in BatchWriteItems of 25. The entries are
 * plain Puts of the same content, so it is safe to run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-session-feed.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  paginateScan,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/src/lib/keys';
import { sessionFeedItem } from '../../functions/src/live-sessions/repository';
import { runWhenCalled } from './one-off';

type Put = { PutRequest: { Item: Record<string, unknown> } };

/** Writes the feed entries of every enrolment; answers how many entries it wrote (again or anew). */
export async function backfillSessionFeed(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const sessionsOf = new Map<string, string[]>();
  const courseSessions = async (courseId: string) => {
    let ids = sessionsOf.get(courseId);
    if (!ids) {
      const { Item } = await client.send(
        new GetCommand({ TableName: table, Key: keys.courseSessions(courseId), ConsistentRead: true }),
      );
      ids = [...((Item?.sessionIds as Set<string> | undefined) ?? [])];
      sessionsOf.set(courseId, ids);
    }
    return ids;
  };
  let written = 0;
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      FilterExpression: 'entity = :enrollment',
      ExpressionAttributeValues: { ':enrollment': 'enrollment' },
      ProjectionExpression: 'studentId, courseId',
    },
  );
  for await (const page of pages) {
    for (const { studentId, courseId } of (page.Items ?? []) as { studentId: string; courseId: string }[]) {
      const puts: Put[] = (await courseSessions(courseId)).map((sessionId) => ({
        PutRequest: { Item: sessionFeedItem({ studentId, sessionId, courseId }) },
      }));
      for (let i = 0; i < puts.length; i += 25) {
        let pending: Put[] | undefined = puts.slice(i, i + 25);
        while (pending && pending.length > 0) {
          const answer = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
          pending = answer.UnprocessedItems?.[table] as Put[] | undefined;
        }
      }
      written += puts.length;
    }
  }
  return written;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const written = await backfillSessionFeed(client, table);
  return `Wrote ${written} session feed entr${written === 1 ? 'y' : 'ies'}.`;
});
