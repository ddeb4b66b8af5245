import type { ForumCategory, ForumSort } from '@academy/shared';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  batchPut,
  chunksOf,
  decodeCursor,
  encodeCursor,
  getItems,
  getOne,
  outputIfConditionHeld,
  prefixValues,
  putNew,
  queryAll,
  queryNewest,
  queryPage,
  skBeginsWith,
  transact,
} from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { prefix } from '../lib/keys';
import { feedPartition, indexKeys, indexPartition, keys, postSortKey, skPrefix } from './keys';

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

/** A new post as stored: not pinned or locked, no replies or likes yet, its last activity its creation. */
export const newPostRecord = (
  id: string,
  course: Pick<PostRecord, 'courseId' | 'courseTitle' | 'instructorId'>,
  post: Pick<PostRecord, 'title' | 'content' | 'category' | 'author'>,
  now: string,
): PostRecord => ({
  id,
  ...course,
  ...post,
  createdAt: now,
  pinned: false,
  locked: false,
  replyCount: 0,
  likeCount: 0,
  lastActivityAt: now,
});

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

/** Several items by key, answered in the order asked (lib/db.ts). */
export { getItems };

/** One post (GetItem, consistent); undefined when there is none. */
export async function getPost(postId: string): Promise<PostRecord | undefined> {
  const item = await getOne(keys.post(postId));
  return item ? toPostRecord(item) : undefined;
}

/** One reply (GetItem, consistent). */
export async function getReply(postId: string, replyId: string): Promise<ReplyRecord | undefined> {
  const item = await getOne(keys.reply(postId, replyId));
  return item ? toReplyRecord(item) : undefined;
}

/** AP46: one user's likes in one course (GetItem, consistent). */
export async function getLikes(userId: string, courseId: string): Promise<LikesRecord> {
  const item = await getOne(likesKey(userId, courseId));
  return toLikes(item);
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
export const newPostWrite = (p: PostRecord) => putNew(postItem(p));

/**
 * W12: the new reply and the post's counter and last activity, only while the post exists and is not locked
 * (index 1 cancelled: gone or locked).
 */
export const newReplyWrites = (r: ReplyRecord) => [
  putNew({ ...keys.reply(r.postId, r.id), entity: 'reply', ...r }),
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
  const updated = await outputIfConditionHeld(
    db().send(
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
    ),
  );
  return updated?.Attributes ? toPostRecord(updated.Attributes) : undefined;
}

/** Runs the writes as one transaction (lib/db.ts). */
export { transact };

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
    throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  }
  if (raw.p === 'all' && !raw.k) throw new BadRequestError(/*i18n*/ 'Invalid cursor');
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
  const Items = await queryNewest(partition, limit);
  return Items.map(toPostRecord);
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
export const putForumFeedEntries = (entries: readonly Parameters<typeof forumFeedItem>[0][]) =>
  batchPut(entries.map(forumFeedItem));

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

// ---- Search (AP40s, AP50s): one small entry per post in its course's search partition. ----

/** What a search looks in: the title, content, author's name and course title, in lower case. */
export const postSearchText = (p: Pick<PostRecord, 'title' | 'content' | 'author' | 'courseTitle'>) =>
  [p.title, p.content, p.author.name, p.courseTitle].join('\n').toLowerCase();

/** A post's search entry (`POSTSEARCH#<cid>` / `POST#<pid>`): the post id, its category and the search text. */
export const postSearchItem = (p: PostRecord) => ({
  ...keys.postSearch(p.courseId, p.id),
  entity: 'postSearch',
  postId: p.id,
  courseId: p.courseId,
  category: p.category,
  text: postSearchText(p),
});

/** W11's search entry, written with the post (a post's text never changes, so neither does its entry). */
export const postSearchPut = (p: PostRecord) => ({
  Put: { TableName: tableName(), Item: postSearchItem(p) },
});

/** For the backfill and the scale bench: search entries of posts written outside W11 (plain Puts, 25 a request). */
export const putPostSearchEntries = (posts: readonly PostRecord[]) => batchPut(posts.map(postSearchItem));

/** The post id in a search entry's sort key. */
const postIdOfSearchKey = (sk: unknown) => String(sk).slice(prefix.post.length);

/** One Query of a course's search partition: the matches of at most `limit` entries from `startKey` on. */
async function searchQuery(input: {
  courseId: string;
  search: string;
  ascending: boolean;
  /** Only posts created before this post id (descending) or after it (ascending). */
  from?: string;
  category?: ForumCategory;
  limit: number;
  startKey?: Item;
}) {
  const { PK } = keys.postSearch(input.courseId, '');
  const bound = input.from ? keys.postSearch(input.courseId, input.from).SK : undefined;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: bound ? `PK = :pk AND SK ${input.ascending ? '>' : '<'} :from` : 'PK = :pk',
      FilterExpression: `contains(#text, :q)${input.category ? ' AND category = :category' : ''}`,
      ExpressionAttributeNames: { '#text': 'text' },
      ExpressionAttributeValues: {
        ':pk': PK,
        ':q': input.search,
        ...(bound ? { ':from': bound } : {}),
        ...(input.category ? { ':category': input.category } : {}),
      },
      ProjectionExpression: 'SK',
      ScanIndexForward: input.ascending,
      Limit: Math.max(1, input.limit),
      ExclusiveStartKey: input.startKey,
    }),
  );
  return {
    ids: (page.Items ?? []).map((i) => postIdOfSearchKey(i.SK)),
    read: page.ScannedCount ?? 0,
    next: page.LastEvaluatedKey,
  };
}

/** The search cursor of one course's posts: its order and search, and the last post id examined or answered. */
interface SearchCursor {
  s: ForumSort;
  q: string;
  k: string;
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * AP40s: one page of a course's posts whose search text holds `search` (lower case), newest or oldest first by
 * creation, optionally one category: Queries of the course's search partition with a filter, from the cursor's
 * post on, until `limit` matches or FORUM_LIMITS.searchMaxRead entries examined (a cursor then says where to go
 * on: a page may be short, even empty, and still have one). Answers the post ids in order.
 */
export async function searchCoursePostIds(
  courseId: string,
  input: { search: string; sort: ForumSort; category?: ForumCategory; limit: number; cursor?: string },
  maxRead: number,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const raw = decodeCursor(input.cursor) as Partial<SearchCursor> | undefined;
  if (raw && (raw.s !== input.sort || raw.q !== input.search || !ULID.test(String(raw.k)))) {
    throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  }
  const ascending = input.sort === 'oldest';
  const ids: string[] = [];
  let startKey: Item | undefined;
  let examined: string | undefined;
  let read = 0;
  let ask = Math.min(SEARCH_QUERY_MAX, (input.limit + 1) * SEARCH_FIRST_FACTOR);
  do {
    const page = await searchQuery({
      courseId,
      search: input.search,
      ascending,
      from: raw?.k,
      category: input.category,
      limit: Math.min(ask, maxRead - read),
      startKey,
    });
    read += page.read;
    ids.push(...page.ids);
    startKey = page.next;
    if (startKey) examined = postIdOfSearchKey(startKey.SK);
    ask = SEARCH_QUERY_MAX;
  } while (startKey && ids.length <= input.limit && read < maxRead);
  const more = ids.length > input.limit || startKey !== undefined;
  const page = ids.slice(0, input.limit);
  // Resume after the last post answered when the page is full, else after the last one examined.
  const resume = ids.length >= input.limit ? page.at(-1) : examined;
  return {
    ids: page,
    nextCursor:
      more && resume
        ? (encodeCursor({ s: input.sort, q: input.search, k: resume } satisfies SearchCursor) as string)
        : null,
  };
}

/** Entries one search Query examines at most. */
const SEARCH_QUERY_MAX = 200;
/** A search's first Query examines this many times the matches wanted (a search matching a third fills a page). */
const SEARCH_FIRST_FACTOR = 3;
/** Courses' search partitions read at once by a search across courses. */
const SEARCH_CONCURRENCY = 16;

/** One course's search partition as a search across courses reads it, newest first. */
interface SearchPart {
  courseId: string;
  matches: string[];
  startKey?: Item;
  /** The last post id examined while more remain; undefined once the partition is read to its end. */
  frontier?: string;
  done: boolean;
  ask: number;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  for (const chunk of chunksOf(items, limit)) await Promise.all(chunk.map(work));
}

/**
 * AP50s: one page of the posts of several courses whose search text holds `search` (lower case), newest first
 * by creation across them, older than `before` (a post id) when given. Each course's search partition is read
 * newest first with a filter, in rounds: a round reads on only the courses that could still hold a post for this
 * page (their last examined post is newer than the page's last match so far), until the page is full and
 * complete or `maxRead` entries were examined. A match is only answered when every course was read down to it,
 * so pages are the exact newest-first order; the cursor is one post id (the page's last, or, on a short page,
 * the newest point some course was not read past), and everything older than it is still to come.
 */
export async function searchPostIdsAcross(
  courseIds: readonly string[],
  input: { search: string; before?: string; limit: number },
  maxRead: number,
): Promise<{ entries: { postId: string; courseId: string }[]; nextCursor: string | null }> {
  const parts: SearchPart[] = courseIds.map((courseId) => ({
    courseId,
    matches: [],
    done: false,
    ask: Math.max(10, Math.min(Math.floor(maxRead / Math.max(1, courseIds.length)), (input.limit + 1) * 2)),
  }));
  const courseOf = new Map<string, string>();
  let read = 0;
  const state = () => {
    const all = parts.flatMap((p) => p.matches).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const open = parts.filter((p) => !p.done);
    // Every match at or above the newest frontier is known: no unread entry of any course sorts above it.
    const threshold = open.reduce<string | undefined>(
      (max, p) => (p.frontier !== undefined && (max === undefined || p.frontier > max) ? p.frontier : max),
      undefined,
    );
    const complete = threshold === undefined ? all : all.filter((id) => id >= threshold);
    return { all, open, threshold, complete };
  };
  for (let round = 0; ; round++) {
    const { all, open, complete } = state();
    if (open.length === 0 || complete.length > input.limit || (round > 0 && read >= maxRead)) break;
    // Courses already read below the page's last match so far cannot change this page.
    const last = all.length > input.limit ? all[input.limit] : undefined;
    const advancing = open.filter((p) => last === undefined || p.frontier === undefined || p.frontier > last);
    const budget = Math.max(advancing.length, maxRead - read);
    const share = Math.max(1, Math.floor(budget / advancing.length));
    await inBatches(advancing, SEARCH_CONCURRENCY, async (part) => {
      const page = await searchQuery({
        courseId: part.courseId,
        search: input.search,
        ascending: false,
        from: input.before,
        limit: Math.min(part.ask, share),
        startKey: part.startKey,
      });
      read += page.read;
      part.matches.push(...page.ids);
      for (const id of page.ids) courseOf.set(id, part.courseId);
      part.startKey = page.next;
      part.frontier = page.next ? postIdOfSearchKey(page.next.SK) : undefined;
      part.done = !page.next;
      part.ask = Math.min(SEARCH_QUERY_MAX, part.ask * 2);
    });
  }
  const { open, threshold, complete } = state();
  const page = complete.slice(0, input.limit);
  const more = complete.length > input.limit || open.length > 0;
  const resume = page.length === input.limit ? page.at(-1) : threshold;
  return {
    entries: page.map((postId) => ({ postId, courseId: courseOf.get(postId)! })),
    nextCursor: more && resume ? resume : null,
  };
}

/**
 * W50: the record that the person wrote this post (`replyId` absent) or reply, put in their own partition
 * in the transaction that writes it (`USER#<sub>` / `FORUMBY#<postId>#POST|REPLY#<replyId>`), so their forum
 * contributions are found by one Query (AP, below) for an export or an erasure; never over another.
 */
export const authoredPut = (a: {
  authorId: string;
  postId: string;
  replyId?: string;
  courseId: string;
  at: string;
}) =>
  putNew({
    ...keys.forumAuthored(a.authorId, a.postId, a.replyId),
    entity: 'forumAuthored',
    postId: a.postId,
    ...(a.replyId ? { replyId: a.replyId } : {}),
    courseId: a.courseId,
    createdAt: a.at,
  });

/** AP105: the person's own posts and replies, as the keys of the items (one bounded Query of their partition). */
export async function listAuthoredKeys(userId: string): Promise<Key[]> {
  const { items } = await queryAll<{ postId: string; replyId?: string }>(
    {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'by')}`,
      ExpressionAttributeValues: {
        ':pk': keys.forumAuthored(userId, '').PK,
        ...prefixValues('by', skPrefix.authored),
      },
      ProjectionExpression: 'postId, replyId',
    },
    { maxItems: 20_000 },
  );
  return items.map((a) => (a.replyId ? keys.reply(a.postId, a.replyId) : keys.post(a.postId)));
}
