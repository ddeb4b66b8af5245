/**
 * One-off job: puts the id of every live session stored before 2026-11-26 into its course's session-id set
 * (`SESSIONSET#<cid>` / `SESSIONS`, AP52), which creating and deleting a session have kept since. Without it a
 * student's list of sessions across courses (`GET /api/live-sessions/my`, the calendar feed) does not show that
 * session; the course's own list (AP51) does.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to sessions, and adds
 * each id in a transaction that also checks the session still exists (a session deleted meanwhile is not added
 * back). Adding to a set twice changes nothing, so it is safe to run twice, alongside live traffic, and to stop
 * and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-session-index.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/src/live-sessions/keys';
import { runWhenCalled, scanEntity, whileItemExists, writeIfStillDue } from './one-off';

interface SessionKeys {
  PK: string;
  SK: string;
  id: string;
  courseId: string;
}

/** Adds every stored session's id to its course's set; answers how many sessions it went through. */
export async function backfillSessionIndex(client: DynamoDBDocumentClient, table: string): Promise<number> {
  let added = 0;
  const pages = scanEntity<SessionKeys>(client, table, {
    entity: 'liveSession',
    projection: 'PK, SK, id, courseId',
  });
  for await (const items of pages) {
    for (const item of items) {
      const write = whileItemExists(table, item, {
        Update: {
          TableName: table,
          Key: keys.courseSessions(item.courseId),
          UpdateExpression: 'ADD sessionIds :id SET entity = :entity, courseId = :courseId',
          ExpressionAttributeValues: {
            ':id': new Set([item.id]),
            ':entity': 'courseSessions',
            ':courseId': item.courseId,
          },
        },
      });
      // Deleted meanwhile: nothing to add.
      if (await writeIfStillDue(() => client.send(write), 'TransactionCanceledException')) added++;
    }
  }
  return added;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const added = await backfillSessionIndex(client, table);
  return `Put ${added} session id(s) into their course's session-id set.`;
});
