import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The forums feature's items: posts and their replies, a user's likes, a course's newest posts and search
 * entries, a student's forum feed, and the post lists' index keys: their keys, beside the access patterns that
 * use them (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads or writes one
 * of these items in its own request asks this feature's service for the piece (docs/features.md). The prefixes
 * come from the registry in lib/keys.ts, whose test proves them unique.
 */
/** The sort key of a post in AP40/AP41: pinned ('1#…') above the rest ('0#…') in descending order. */
export const postSortKey = (pinned: boolean, postId: string) => `${pinned ? '1' : '0'}#${postId}`;

export const keys = {
  /** A forum post (AP43, AP48). Its partition also holds its replies: SK 'POST' sorts before 'REPLY#…'. */
  post: (postId: string) => ({ PK: `${prefix.post}${postId}`, SK: 'POST' }),
  /** A reply to a post (AP43), rid a ULID: the partition in SK order is the post then its replies, oldest first. */
  reply: (postId: string, replyId: string) => ({
    PK: `${prefix.post}${postId}`,
    SK: `${prefix.reply}${replyId}`,
  }),
  /**
   * The ids of a course's newest posts, newest first (AP50): a student's posts across courses read these of all
   * their courses in one BatchGet. A partition of its own, as `courseAssignments`.
   */
  recentPosts: (courseId: string) => ({ PK: `${prefix.recentPosts}${courseId}`, SK: 'POSTS' }),
  /**
   * A student's forum feed (AP50), a partition of one small item per post of their courses: written for every
   * enrolled student when a post is created (a fan-out job, W30), and from the course's newest posts when a
   * student enrols. The sort key holds the post id (a ULID), so the partition reads newest first by creation.
   */
  forumFeedEntry: (studentId: string, postId: string) => ({
    PK: `${prefix.forumFeed}${studentId}`,
    SK: `${prefix.post}${postId}`,
  }),
  /**
   * A post's search entry (AP40s, AP50s): its lower-case title, content, author and course title, beside its
   * course's other posts' entries, so a search reads one partition per course newest (or oldest) first by
   * creation, a filter on the text, without reading the posts themselves (nor the three index copies of each).
   */
  postSearch: (courseId: string, postId: string) => ({
    PK: `${prefix.postSearch}${courseId}`,
    SK: `${prefix.post}${postId}`,
  }),
  /**
   * AP105 (issue 41): one post (`replyId` absent) or reply a person wrote, in their partition, put with it (W11,
   * W12; the post's indexes are all taken): how an export or an erasure finds what they wrote.
   */
  forumAuthored: (userId: string, postId: string, replyId?: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.forumAuthored}${postId}#${replyId ? `REPLY#${replyId}` : 'POST'}`,
  }),
  /** Everything one user likes in one course's forum: string sets `posts` and `replies` (AP46, W13). */
  forumLikes: (userId: string, courseId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.forumLikes}${courseId}`,
  }),
};

/** The partition of a student's feed, read by one Query. */
export const feedPartition = {
  forums: (studentId: string) => keys.forumFeedEntry(studentId, '').PK,
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP43: replies of a post, in PK=POST#<id>. */
  replies: prefix.reply,
  /** AP105: the person's own posts and replies, in PK=USER#<sub> (issue 41: export and erasure). */
  authored: prefix.forumAuthored,
  /** The person's likes items (one per course), in PK=USER#<sub>. */
  forumLikes: prefix.forumLikes,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  postsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#POSTS`),
  postsByCategory: (courseId: string, category: string) =>
    on('GSI2', `${prefix.course}${courseId}#POSTS#${category}`),
  postsByInstructor: (instructorId: string) => on('GSI3', `${prefix.instructor}${instructorId}#POSTS`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /**
   * AP40, GSI1: posts of a course, `<1 pinned | 0 not>#<pid>` (pid a ULID): descending, the pinned posts newest
   * first then the rest newest first; `begins_with '1#'` / `'0#'` ascending for oldest first.
   */
  postsByCourse: (courseId: string, pinned: boolean, postId: string) =>
    p.postsByCourse(courseId).key(postSortKey(pinned, postId)),
  /** AP41, GSI2: posts of a course in one category, the same sort key as AP40. */
  postsByCategory: (courseId: string, category: string, pinned: boolean, postId: string) =>
    p.postsByCategory(courseId, category).key(postSortKey(pinned, postId)),
  /** AP42, GSI3: posts in all of an instructor's courses, newest first (the instructor dashboard). */
  postsByInstructor: (instructorId: string, createdAt: string, postId: string) =>
    p.postsByInstructor(instructorId).key(`${isoUtc(createdAt)}#${postId}`),
};
