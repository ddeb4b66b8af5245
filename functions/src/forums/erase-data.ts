import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld } from '../lib/db';
import { deleteKeys, forEachPage, partitionPrefixQuery, partitionQuery, tableKeyOf } from '../lib/erase';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { feedPartition, keys, skPrefix } from './keys';
import { getPost, postSearchText } from './repository';

interface AuthoredEntry {
  PK: string;
  SK: string;
  postId: string;
  replyId?: string;
}

/** A post's or reply's author name, made `Deleted user` (only while the item is there and still names them). */
const renameAuthor = (key: Record<string, string>, userId: string) =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET author.#name = :deleted',
        ConditionExpression: 'attribute_exists(PK) AND author.id = :id',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':deleted': DELETED_USER_NAME, ':id': userId },
      }),
    ),
  );

/** The post's search entry said again with the author's new name (its text holds the name, AP40s). */
async function renameInSearch(postId: string): Promise<void> {
  const post = await getPost(postId);
  if (!post) return;
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.postSearch(post.courseId, post.id),
        UpdateExpression: 'SET #text = :text',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#text': 'text' },
        ExpressionAttributeValues: { ':text': postSearchText(post) },
      }),
    ),
  );
}

/**
 * The forums' part of an erasure (issue 41, docs/privacy.md): the person's posts and replies stay with their text
 * for the others in the course, their author named `Deleted user` (the author id stays as an opaque id, never
 * shown), the post's search entry said again without the name; their likes item (the counts on the posts stay)
 * and their forum feed are deleted. Found through AP105 (`USER#<sub>`/`FORUMBY#…`); each entry is deleted after
 * its item is renamed, so a rerun does only what is left.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<AuthoredEntry>(
    partitionPrefixQuery(keys.forumAuthored(userId, '').PK, skPrefix.authored),
    async (entries) => {
      for (const entry of entries) {
        if (entry.replyId) {
          await renameAuthor(keys.reply(entry.postId, entry.replyId), userId);
        } else {
          await renameAuthor(keys.post(entry.postId), userId);
          await renameInSearch(entry.postId);
        }
      }
      await deleteKeys(entries.map(tableKeyOf));
    },
  );
  for (const query of [
    partitionPrefixQuery(keys.forumLikes(userId, '').PK, skPrefix.forumLikes),
    partitionQuery(feedPartition.forums(userId)),
  ]) {
    await forEachPage(query, (items) => deleteKeys(items.map(tableKeyOf)));
  }
};
