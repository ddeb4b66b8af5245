/**
 * One-off job (issue 41): gives every forum post and reply stored before 2026-11-28 its author's entry
 * (`USER#<sub>`/`FORUMBY#<pid>[#<rid>]`, docs/data-model.md AP105), which creating a post or reply has written
 * since. Without it, erasing an account (functions/src/forums/erase-data.ts) does not find that person's older
 * posts and replies, and they keep showing the name.
 *
 * An operator's job, not a request path: a paginated Scan filtered to posts, then one to replies, each page's
 * entries written 25 to a BatchWriteItem through the functions' client (TABLE_NAME, DYNAMODB_ENDPOINT). An entry
 * is a plain Put of ids, so it is safe to run twice, alongside live traffic, and to stop and run again. Posts of
 * an author already erased (`Deleted user`) get none. Run it BEFORE the first scheduled erasure after deploying.
 *
 *   TABLE_NAME=academy DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx infra/scripts/backfill-forum-authors.ts
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putForumAuthoredEntries } from '../../functions/src/forums/repository';
import { DELETED_USER_NAME } from '../../functions/src/lib/personal-data';
import { runWhenCalled, scanEntity } from './one-off';

interface Written {
  id: string;
  postId?: string;
  author?: { id?: string; name?: string };
}

/** Writes the author's entry of every post and reply; answers how many it wrote (again or anew). */
export async function backfillForumAuthors(client: DynamoDBDocumentClient, table: string): Promise<number> {
  let written = 0;
  for (const entity of ['post', 'reply'] as const) {
    for await (const items of scanEntity<Written>(client, table, {
      entity,
      projection: 'id, postId, author',
    })) {
      const entries = items
        .filter((i) => i.author?.id && i.author.name !== DELETED_USER_NAME)
        .map((i) =>
          entity === 'post'
            ? { authorId: i.author!.id!, postId: i.id }
            : { authorId: i.author!.id!, postId: String(i.postId), replyId: i.id },
        );
      await putForumAuthoredEntries(entries);
      written += entries.length;
    }
  }
  return written;
}

await runWhenCalled(import.meta.url, async (client, table) => {
  const count = await backfillForumAuthors(client, table);
  return `Wrote the author entries of ${count} post(s) and reply(ies).`;
});
