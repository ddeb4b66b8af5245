/**
 * One-off job: gives every forum post stored before 2026-11-27 its search entry (`POSTSEARCH#<cid>` /
 * `POST#<pid>`: the lower-case title, content, author and course title, docs/data-model.md AP40s and AP50s),
 * which creating a post has written since. Without it the server-side forum search (`GET /api/forums/my?search=`,
 * `GET /api/forums/course/{id}?search=`) does not find the older posts; the lists without a search show them.
 *
 * An operator's job, not a request path: it walks the table with a paginated Scan filtered to posts, and writes
 * each one's entry, 25 to a BatchWriteItem, through the functions' client (configured by the same TABLE_NAME and
 * DYNAMODB_ENDPOINT). A post's text never changes and the entry is a plain Put of the same content, so it is safe
 * to run twice, alongside live traffic, and to stop and run again.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-post-search.ts
 *
 * (On AWS leave DYNAMODB_ENDPOINT unset and use the deploy role's credentials and region.)
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putPostSearchEntries, toPostRecord } from '../../functions/src/forums/repository';
import { runWhenCalled, scanEntity } from './one-off';

/** Writes the search entry of every post; answers how many it wrote (again or anew). */
export async function backfillPostSearch(client: DynamoDBDocumentClient, table: string): Promise<number> {
  let written = 0;
  for await (const items of scanEntity<Record<string, unknown>>(client, table, { entity: 'post' })) {
    const posts = items.map(toPostRecord);
    await putPostSearchEntries(posts);
    written += posts.length;
  }
  return written;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const posts = await backfillPostSearch(client, table);
  return `Wrote the search entries of ${posts} post(s).`;
});
