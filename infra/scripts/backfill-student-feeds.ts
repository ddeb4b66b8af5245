/**
 * One-off job: fills every student's session feed (`SESSIONFEED#<sid>`, docs/data-model.md AP52), assignment
 * feed (`ASSIGNFEED#<sid>`, AP39) and forum feed (`FORUMFEED#<sid>`, AP50) from the courses they were enrolled in
 * before the feeds existed (2026-11-26). Since then creating a session, an assignment
 * or a post writes it into the feeds of every enrolled student, and enrolling copies the course's sessions,
 * assignment course and newest posts in; without this job a student's lists across courses (`GET
 * /api/live-sessions/my`, the calendar feed, `GET /api/assignments/my`, `GET /api/forums/my`) miss the older ones.
 *
 * Run `backfill-session-index.ts` first: the sessions of a course are read from its session-id set.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to enrolments, reads
 * each course's session-id set and assignment set once (consistent GetItems) and its newest posts once (as a new
 * enrolment copies them, through the functions' client, configured by the same TABLE_NAME and
 * DYNAMODB_ENDPOINT), and writes the feed entries in BatchWriteItems of 25. The entries are plain Puts of the
 * same content, so it is safe to run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-student-feeds.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import { BatchWriteCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys as assignmentKeys } from '../../functions/src/assignments/keys';
import { assignmentFeedItem } from '../../functions/src/assignments/repository';
import { forumFeedItem, listNewestPostIds } from '../../functions/src/forums/repository';
import { ENROLLMENT_CATCH_UP_POSTS } from '../../functions/src/forums/service';
import { keys as sessionKeys } from '../../functions/src/live-sessions/keys';
import { sessionFeedItem } from '../../functions/src/live-sessions/repository';
import { runWhenCalled, scanEntity } from './one-off';

type Put = { PutRequest: { Item: Record<string, unknown> } };

interface Enrollment {
  studentId: string;
  courseId: string;
  course: { title: string };
}

/** Writes the feed entries of every enrolment; answers how many entries it wrote (again or anew). */
export async function backfillStudentFeeds(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const get = async (key: Record<string, string>) =>
    (await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
  const ofCourse = new Map<string, { sessionIds: string[]; hasAssignments: boolean; postIds: string[] }>();
  const courseFacts = async (courseId: string) => {
    let facts = ofCourse.get(courseId);
    if (!facts) {
      const [sessions, assignments, postIds] = await Promise.all([
        get(sessionKeys.courseSessions(courseId)),
        get(assignmentKeys.courseAssignments(courseId)),
        listNewestPostIds(courseId, ENROLLMENT_CATCH_UP_POSTS),
      ]);
      facts = {
        sessionIds: [...((sessions?.sessionIds as Set<string> | undefined) ?? [])],
        hasAssignments: assignments !== undefined,
        postIds,
      };
      ofCourse.set(courseId, facts);
    }
    return facts;
  };
  let written = 0;
  const pages = scanEntity<Enrollment>(client, table, {
    entity: 'enrollment',
    projection: 'studentId, courseId, course.title',
  });
  for await (const items of pages) {
    for (const { studentId, courseId, course } of items) {
      const facts = await courseFacts(courseId);
      const puts: Put[] = facts.sessionIds.map((sessionId) => ({
        PutRequest: { Item: sessionFeedItem({ studentId, sessionId, courseId }) },
      }));
      for (const postId of facts.postIds)
        puts.push({ PutRequest: { Item: forumFeedItem({ studentId, postId, courseId }) } });
      if (facts.hasAssignments)
        puts.push({
          PutRequest: { Item: assignmentFeedItem({ studentId, courseId, courseTitle: course.title }) },
        });
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
  const written = await backfillStudentFeeds(client, table);
  return `Wrote ${written} feed entr${written === 1 ? 'y' : 'ies'}.`;
});
