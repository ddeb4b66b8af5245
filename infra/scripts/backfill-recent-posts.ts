/**
 * One-off job: gives every course with forum posts stored before 2026-11-26 its recent-posts item
 * (`RECENTPOSTS#<cid>` / `POSTS`: the ids of its newest 20 posts, AP50), which creating a post has kept since.
 * Without it a student's posts across courses (`GET /api/forums/my`) miss that course's older posts; the course's
 * own forum (AP40) shows them.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to posts, and merges
 * each course's ids into its item with the same conditional write a new post makes (the newest 20 of what is
 * there and what was found), so it is safe to run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-recent-posts.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region. The merge runs through
 * the functions' client, configured by the same TABLE_NAME and DYNAMODB_ENDPOINT.)
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { addRecentPosts, RECENT_POSTS_KEPT } from '../../functions/src/forums/repository';
import { runWhenCalled, scanEntity } from './one-off';

/** Merges every course's newest post ids into its recent-posts item; answers how many courses it wrote. */
export async function backfillRecentPosts(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const newest = new Map<string, string[]>();
  const pages = scanEntity<{ id: string; courseId: string }>(client, table, {
    entity: 'post',
    projection: 'id, courseId',
  });
  for await (const items of pages) {
    for (const item of items) {
      const ids = [...(newest.get(item.courseId) ?? []), item.id].sort().reverse();
      newest.set(item.courseId, ids.slice(0, RECENT_POSTS_KEPT));
    }
  }
  for (const [courseId, ids] of newest) await addRecentPosts(courseId, ids);
  return newest.size;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const courses = await backfillRecentPosts(client, table);
  return `Merged the newest post ids of ${courses} course(s) into their recent-posts items.`;
});
