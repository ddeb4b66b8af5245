import type { ForumCategory, ForumSort } from '@academy/shared';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { batchWrite, decodeCursor, encodeCursor, prefixValues, queryPage, skBeginsWith } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { feedPartition, indexKeys, indexPartition, keys, postSortKey, skPrefix } from '../lib/keys';

/**
 * The forums feature's table access (docs/data-model.md AP40–AP48, W11–W14). A post is `POST#<pid>` / `POST`;
 * its partition also holds its replies (`REPLY#<rid>`, ULIDs: oldest first), so one Query reads the post and its
 * first replies. A user's likes in one course are ONE item (`USER#<sub>` / `FORUMLIKES#<cid>`, string sets
 * `posts` and `replies`), so a page's `likedByMe` is one key of a BatchGetItem.
 */

export interface ForumAuthor {
  id: string;
  name: string;
  role: 'student' | 'instructor' | 'admin';
}

export interface PostRecord {
  id: string;
  courseId: string;
  /** Copied at creation (not back-filled when the course is renamed). */
  courseTitle: string;
  /** The course's instructor: the instructor index (AP42) and who may moderate. */
  instructorId: string;
  title: string;
  content: string;
  category: ForumCategory;
  author: ForumAuthor;
  createdAt: string;
  pinned: boolean;
  locked: boolean;
  replyCount: number;
  likeCount: number;
  lastActivityAt: string;
}

export interface ReplyRecord {
  id: string;
  postId: string;
  courseId: string;
  content: string;
  author: ForumAuthor;
  createdAt: string;
  likeCount: number;
}

export interface LikesRecord {
  posts: Set<string>;
  replies: Set<string>;
}

type Item = Record<string, unknown>;
type Key = { PK: string; SK: string };

const toSet = (value: unknown): Set<string> =>
  value instanceof Set
    ? new Set([...value].map(String))
    : new Set(Array.isArray(value) ? value.map(String) : []);

export const toPostRecord = (i: Item): PostRecord => ({
  id: String(i.id),
  courseId: String(i.courseId),
  courseTitle: String(i.courseTitle ?? ''),
  instructorId: String(i.instructorId),
  title: String(i.title),
  content: String(i.content),
  category: i.category as ForumCategory,
  author: i.author as ForumAuthor,
  createdAt: String(i.createdAt),
  pinned: i.pinned === true,
  locked: i.locked === true,
  replyCount: Math.max(0, Number(i.replyCount ?? 0)),
  likeCount: Math.max(0, Number(i.likeCount ?? 0)),
  lastActivityAt: String(i.lastActivityAt ?? i.createdAt),
});

export const toReplyRecord = (i: Item): ReplyRecord => ({
  id: String(i.id),
  postId: String(i.postId),
  courseId: String(i.courseId),
  content: String(i.content),
  author: i.author as ForumAuthor,
  createdAt: String(i.createdAt),
  likeCount: Math.max(0, Number(i.likeCount ?? 0)),
});

/** A likes item as read (absent: likes nothing). */
export const toLikes = (i: Item | undefined): LikesRecord => ({
  posts: toSet(i?.posts),
  replies: toSet(i?.replies),
});

export const likesKey = (userId: string, courseId: string): Key => keys.forumLikes(userId, courseId);

const same = (a: Item, b: Key) => a.PK === b.PK && a.SK === b.SK;

/**
 * Several items by key in one BatchGetItem (chunks of 100, unprocessed keys retried), strongly consistent; the
 * answer is in the order of `wanted` (undefined: absent).
 */
export async function getItems(wanted: readonly Key[]): Promise<(Item | undefined)[]> {
  const unique = [...new Map(wanted.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
  const found: Item[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Item[] | undefined = unique.slice(i, i + 100);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchGetItem left keys unprocessed');
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...(answer.Responses?.[tableName()] ?? []));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return wanted.map((k) => found.find((item) => same(item, k)));
}

/** One post (GetItem, consistent); undefined when there is none. */
export async function getPost(postId: string): Promise<PostRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.post(postId), ConsistentRead: true }),
  );
  return Item ? toPostRecord(Item) : undefined;
}

/** One reply (GetItem, consistent). */
export async function getReply(postId: string, replyId: string): Promise<ReplyRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.reply(postId, replyId), ConsistentRead: true }),
  );
  return Item ? toReplyRecord(Item) : undefined;
}

/** AP46: one user's likes in one course (GetItem, consistent). */
export async function getLikes(userId: string, courseId: string): Promise<LikesRecord> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: likesKey(userId, courseId), ConsistentRead: true }),
  );
  return toLikes(Item);
}

/** The post item with its keys: table, AP40 (course), AP41 (course + category), AP42 (instructor). */
export function postItem(p: PostRecord) {
  return {
    ...keys.post(p.id),
    ...indexKeys.postsByCourse(p.courseId, p.pinned, p.id),
    ...indexKeys.postsByCategory(p.courseId, p.category, p.pinned, p.id),
    ...indexKeys.postsByInstructor(p.instructorId, p.createdAt, p.id),
    entity: 'post',
    ...p,
  };
}

/** W11: the new post, never over another. */
export const newPostWrite = (p: PostRecord) => ({
  Put: { TableName: tableName(), Item: postItem(p), ConditionExpression: 'attribute_not_exists(PK)' },
});

/**
 * W12: the new reply and the post's counter and last activity, only while the post exists and is not locked
 * (index 1 cancelled: gone or locked).
 */
export const newReplyWrites = (r: ReplyRecord) => [
  {
    Put: {
      TableName: tableName(),
      Item: { ...keys.reply(r.postId, r.id), entity: 'reply', ...r },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
  {
    Update: {
      TableName: tableName(),
      Key: keys.post(r.postId),
      UpdateExpression: 'ADD replyCount :one SET lastActivityAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND locked = :false',
      ExpressionAttributeValues: { ':one': 1, ':at': r.createdAt, ':false': false },
    },
  },
];

/**
 * W13: a like (or its removal) of a post or a reply. The likes item gains (loses) the id only if it did not (did)
 * hold it: index 0 cancelled means another toggle of the same user got in first (read again); the counter moves
 * by exactly one with it, only while the target exists (index 1 cancelled: gone).
 */
export function likeWrites(
  userId: string,
  courseId: string,
  kind: 'posts' | 'replies',
  id: string,
  target: Key,
  like: boolean,
) {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: likesKey(userId, courseId),
        UpdateExpression: like ? 'ADD #set :ids SET courseId = :course' : 'DELETE #set :ids',
        ConditionExpression: like
          ? 'attribute_not_exists(#set) OR NOT contains(#set, :id)'
          : 'contains(#set, :id)',
        ExpressionAttributeNames: { '#set': kind },
        ExpressionAttributeValues: {
          ':ids': new Set([id]),
          ':id': id,
          ...(like ? { ':course': courseId } : {}),
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: target,
        UpdateExpression: 'ADD likeCount :delta',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':delta': like ? 1 : -1 },
      },
    },
  ];
}

/**
 * W14: pin or unpin (moving the post within AP40/AP41: one Update of both sort keys), or lock or unlock; only
 * from the state that was read (false: it changed meanwhile, read again). Answers the post as it is now.
 */
export async function setPostFlag(
  post: PostRecord,
  flag: 'pinned' | 'locked',
  value: boolean,
): Promise<PostRecord | undefined> {
  const moves = flag === 'pinned' ? ', GSI1SK = :gsi1sk, GSI2SK = :gsi2sk' : '';
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.post(post.id),
        UpdateExpression: `SET #flag = :value${moves}`,
        ConditionExpression: 'attribute_exists(PK) AND #flag = :was',
        ExpressionAttributeNames: { '#flag': flag },
        ExpressionAttributeValues: {
          ':value': value,
          ':was': post[flag],
          ...(flag === 'pinned'
            ? { ':gsi1sk': postSortKey(value, post.id), ':gsi2sk': postSortKey(value, post.id) }
            : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toPostRecord(Attributes) : undefined;
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Runs the writes as one transaction. */
export async function transact(writes: readonly object[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: writes as never }));
}

/**
 * The opaque cursor of a course's posts: the order it belongs to, which part of the listing it is in ('all' for
 * newest first; for oldest first '1' the pinned posts, then '0' the rest) and the index key to resume after.
 */
interface PostsCursor {
  s: ForumSort;
  p: 'all' | '1' | '0';
  k?: string;
}

function readPostsCursor(cursor: string | undefined, sort: ForumSort): PostsCursor | undefined {
  const raw = decodeCursor(cursor) as Partial<PostsCursor> | undefined;
  if (!raw) return undefined;
  const parts = sort === 'newest' ? ['all'] : ['1', '0'];
  if (
    raw.s !== sort ||
    !parts.includes(String(raw.p)) ||
    (raw.k !== undefined && typeof raw.k !== 'string')
  ) {
    throw new BadRequestError('Invalid cursor');
  }
  if (raw.p === 'all' && !raw.k) throw new BadRequestError('Invalid cursor');
  return raw as PostsCursor;
}

const writePostsCursor = (c: PostsCursor) => encodeCursor({ ...c }) as string;

/**
 * AP40 (all categories, GSI1) or AP41 (one category, GSI2): one page of a course's posts, pinned first. Newest
 * first is ONE Query (descending: '1#…' above '0#…'); oldest first reads the pinned part ascending, then (on the
 * same page, when it is not full) the rest ascending: two Queries at most.
 */
export async function listPostsPage(
  courseId: string,
  input: { category?: ForumCategory; sort: ForumSort; limit: number; cursor?: string },
): Promise<{ items: PostRecord[]; nextCursor: string | null }> {
  const partition = input.category
    ? indexPartition.postsByCategory(courseId, input.category)
    : indexPartition.postsByCourse(courseId);
  const at = readPostsCursor(input.cursor, input.sort);
  const part = (begins: '1#' | '0#' | undefined, limit: number, cursor: string | undefined) =>
    queryPage<Item>({
      query: {
        IndexName: partition.indexName,
        KeyConditionExpression: begins
          ? `${partition.pkAttribute} = :pk AND ${skBeginsWith(partition.skAttribute, 'part')}`
          : `${partition.pkAttribute} = :pk`,
        ExpressionAttributeValues: { ':pk': partition.pk, ...(begins ? prefixValues('part', begins) : {}) },
        ScanIndexForward: begins !== undefined,
      },
      keyAttributes: partition.keyAttributes,
      limit,
      cursor,
    });

  if (input.sort === 'newest') {
    const page = await part(undefined, input.limit, at?.k);
    return {
      items: page.items.map(toPostRecord),
      nextCursor: page.nextCursor ? writePostsCursor({ s: 'newest', p: 'all', k: page.nextCursor }) : null,
    };
  }
  const items: PostRecord[] = [];
  if (!at || at.p === '1') {
    const pinned = await part('1#', input.limit, at?.k);
    items.push(...pinned.items.map(toPostRecord));
    if (pinned.nextCursor) {
      return { items, nextCursor: writePostsCursor({ s: 'oldest', p: '1', k: pinned.nextCursor }) };
    }
    // The pinned part is done; the rest starts on this page when there is room, else on the next one.
    if (items.length === input.limit) return { items, nextCursor: writePostsCursor({ s: 'oldest', p: '0' }) };
  }
  const rest = await part('0#', input.limit - items.length, at?.p === '0' ? at.k : undefined);
  items.push(...rest.items.map(toPostRecord));
  return {
    items,
    nextCursor: rest.nextCursor ? writePostsCursor({ s: 'oldest', p: '0', k: rest.nextCursor }) : null,
  };
}

/**
 * AP43: one page of a post's partition, oldest first. Without a cursor ONE Query reads the post ('POST' sorts
 * before 'REPLY#…') and its first `limit` replies; with one, the replies after it (and the post by GetItem, at
 * the same time).
 */
export async function getPostPage(
  postId: string,
  limit: number,
  cursor?: string,
): Promise<{ post: PostRecord; replies: ReplyRecord[]; nextCursor: string | null } | undefined> {
  const pk = keys.post(postId).PK;
  if (!cursor) {
    const page = await queryPage<Item>({
      query: {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      },
      keyAttributes: ['PK', 'SK'],
      limit: limit + 1,
    });
    const [first, ...rest] = page.items;
    if (!first || first.SK !== keys.post(postId).SK) return undefined;
    return {
      post: toPostRecord(first),
      replies: rest.filter((i) => String(i.SK).startsWith(skPrefix.replies)).map(toReplyRecord),
      nextCursor: page.nextCursor,
    };
  }
  const [post, page] = await Promise.all([
    getPost(postId),
    queryPage<Item>({
      query: {
        KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'reply')}`,
        ExpressionAttributeValues: { ':pk': pk, ...prefixValues('reply', skPrefix.replies) },
        ConsistentRead: true,
      },
      keyAttributes: ['PK', 'SK'],
      limit,
      cursor,
    }),
  ]);
  if (!post) return undefined;
  return { post, replies: page.items.map(toReplyRecord), nextCursor: page.nextCursor };
}

/** AP42: the newest posts across an instructor's courses (one Query of GSI3, newest first). */
export async function listInstructorPosts(instructorId: string, limit: number): Promise<PostRecord[]> {
  const partition = indexPartition.postsByInstructor(instructorId);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(toPostRecord);
}

/** Ids a course's recent-posts item keeps (AP50): a page of the student's overview, whatever course it is from. */
export const RECENT_POSTS_KEPT = 20;

/** A course's recent-posts item as read: its ids (newest first), and the version a write must find. */
export interface RecentPosts {
  ids: string[];
  version: number;
  exists: boolean;
}

export const recentPostsKey = (courseId: string): Key => keys.recentPosts(courseId);

export const toRecentPosts = (i: Item | undefined): RecentPosts => ({
  ids: Array.isArray(i?.ids) ? (i.ids as unknown[]).map(String) : [],
  version: Number(i?.version ?? 0),
  exists: Boolean(i),
});

/**
 * W11's last item: the course's recent-posts item with `ids` among them (the newest RECENT_POSTS_KEPT, newest
 * first), only from the version that was read: a concurrent post makes the transaction fail and the writer read
 * again.
 */
export function recentPostsWrite(courseId: string, read: RecentPosts, ids: readonly string[]) {
  const kept = [...new Set([...ids, ...read.ids])].sort().reverse().slice(0, RECENT_POSTS_KEPT);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...recentPostsKey(courseId),
        entity: 'recentPosts',
        courseId,
        version: read.version + 1,
        ids: kept,
      },
      ...(read.exists
        ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': read.version } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  };
}

/**
 * Adds ids to a course's recent-posts item (read, then a conditional Put; read again on a race, up to 8 times):
 * for the one-off backfill and the scale bench, which write posts outside W11.
 */
export async function addRecentPosts(courseId: string, ids: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const [item] = await getItems([recentPostsKey(courseId)]);
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [recentPostsWrite(courseId, toRecentPosts(item), ids)] as never,
        }),
      );
      return;
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name !== 'TransactionCanceledException' || attempt >= 8) throw error;
    }
  }
}

/**
 * AP50's tail: a course's posts created before `before` (ids are ULIDs), newest first, at most `limit`: one Query
 * of each part of AP40's index (`0#…` the rest, `1#…` the pinned), merged. `complete` when neither part has more;
 * otherwise every post from `from` up is in `ids`, and older ones may follow.
 */
export async function listCoursePostIdsBefore(
  courseId: string,
  before: string,
  limit: number,
): Promise<{ ids: string[]; complete: boolean; from?: string }> {
  const partition = indexPartition.postsByCourse(courseId);
  const part = async (pinned: boolean) => {
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.indexName,
        KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${partition.skAttribute} BETWEEN :lo AND :hi`,
        ExpressionAttributeValues: {
          ':pk': partition.pk,
          ':lo': postSortKey(pinned, ''),
          ':hi': postSortKey(pinned, before),
        },
        ProjectionExpression: 'id',
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    );
    const ids = Items.map((i) => String(i.id)).filter((id) => id < before);
    return { ids: ids.slice(0, limit), full: ids.length >= limit };
  };
  const [rest, pinned] = await Promise.all([part(false), part(true)]);
  const bounds = [rest, pinned].filter((p) => p.full).map((p) => p.ids.at(-1)!);
  const from = bounds.sort().at(-1);
  const ids = [...rest.ids, ...pinned.ids]
    .filter((id) => !from || id >= from)
    .sort()
    .reverse();
  return from ? { ids, complete: false, from } : { ids, complete: true };
}

/** One post in one student's forum feed (AP50): its key, and the course id with it. */
export const forumFeedItem = (e: { studentId: string; postId: string; courseId: string }) => ({
  ...keys.forumFeedEntry(e.studentId, e.postId),
  entity: 'forumFeedEntry',
  postId: e.postId,
  courseId: e.courseId,
});

/** One feed entry as a transaction's Put: the author's own, stored with the post (W11). */
export const forumFeedPut = (e: { studentId: string; postId: string; courseId: string }) => ({
  Put: { TableName: tableName(), Item: forumFeedItem(e) },
});

/**
 * AP50's writes: one small item per post in each student's feed (`FORUMFEED#<sid>` / `POST#<pid>`), 25 to a
 * BatchWriteItem. Plain Puts of the same content: a fan-out page written again changes nothing.
 */
export async function putForumFeedEntries(
  entries: readonly { studentId: string; postId: string; courseId: string }[],
): Promise<void> {
  await batchWrite(entries.map((e) => ({ PutRequest: { Item: forumFeedItem(e) } })));
}

/**
 * AP50: a student's feed, newest first, from before `before` (a post id; none: from the newest): at most
 * `limit` ids with their course (one Query, ids only), and whether older ones follow.
 */
export async function listForumFeed(
  studentId: string,
  before: string | undefined,
  limit: number,
): Promise<{ entries: { postId: string; courseId: string }[]; more: boolean }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      // The partition holds only POST# keys, so "below the cursor's key" is every older post.
      KeyConditionExpression: before ? 'PK = :pk AND SK < :before' : 'PK = :pk',
      ExpressionAttributeValues: {
        ':pk': feedPartition.forums(studentId),
        ...(before ? { ':before': keys.forumFeedEntry(studentId, before).SK } : {}),
      },
      ProjectionExpression: 'postId, courseId',
      // Consistent: the author's own entry, stored with their post, is there when the page reloads right after.
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const entries = Items.map((i) => ({ postId: String(i.postId), courseId: String(i.courseId) }));
  return { entries: entries.slice(0, limit), more: entries.length > limit };
}

/**
 * A course's newest post ids, newest first, at most `limit`: the recent-posts item (a consistent read, so a post
 * just stored is there) with AP40's index for the older ones. For a new enrolment's catch-up.
 */
export async function listNewestPostIds(courseId: string, limit: number): Promise<string[]> {
  const [[recent], older] = await Promise.all([
    getItems([recentPostsKey(courseId)]),
    listCoursePostIdsBefore(courseId, NEWEST, limit),
  ]);
  return [...new Set([...toRecentPosts(recent).ids, ...older.ids])].sort().reverse().slice(0, limit);
}

/** Above every ULID (their alphabet is 0-9 and A-Z): "before" it is every post. */
const NEWEST = '~';
