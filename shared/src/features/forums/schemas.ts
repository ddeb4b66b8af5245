import * as z from 'zod';
import { text } from '../../messages';
import {
  Cursor,
  hasUnsafeCharacters,
  Id,
  ids,
  MultiLine,
  PageLimit,
  pageQuery,
  SingleLine,
  unsafeTextMessage,
} from '../../schemas/common';
import { CourseTitle } from '../../schemas/course-title';

/** Spec part 2: forum posts, replies, their forms and constants; bounds the spec leaves open are ours. */
export const FORUM_LIMITS = {
  title: 200,
  content: 10_000,
  reply: 5000,
  /** A course's page of posts (spec part 1 §9 keeps the dashboard's 5; the forum pages read 20 at a time). */
  pageSize: 20,
  maxPageSize: 50,
  repliesPageSize: 50,
  maxRepliesPageSize: 100,
  /** A search's text. */
  search: 100,
  /** Posts a search examines at most for one page (over all the courses it covers), then answers a cursor. */
  searchMaxRead: 1000,
  /** A student's search across courses covers their newest enrolments, at most this many courses. */
  searchMaxCourses: 50,
} as const;

/**
 * A search over posts' title, content, author name and course title, case-insensitive, run on the server; blank
 * is no search.
 */
const ForumSearch = z
  .string()
  .trim()
  .max(FORUM_LIMITS.search, text(/*i18n*/ 'Search is at most {max} characters', { max: FORUM_LIMITS.search }))
  .refine((text) => !hasUnsafeCharacters(text), unsafeTextMessage(/*i18n*/ 'Search'))
  .optional();

/** Spec part 2 §3: general (the default), assignment, technical, announcement; only staff set any but general. */
export const forumCategories = ['general', 'assignment', 'technical', 'announcement'] as const;
export const ForumCategory = z.enum(forumCategories);
export type ForumCategory = z.infer<typeof ForumCategory>;

/** Spec part 2 §8: newest or oldest first. */
export const ForumSort = z.enum(['newest', 'oldest']);
export type ForumSort = z.infer<typeof ForumSort>;

const Author = z.object({
  _id: Id,
  name: z.string(),
  role: z.enum(['student', 'instructor', 'admin']),
});

/** A forum post (spec part 2 §3), without its replies; text is plain text, shown as text, never as HTML. */
export const ForumPost = z.object({
  ...ids,
  courseId: Id,
  courseTitle: z.string(),
  title: z.string(),
  content: z.string(),
  category: ForumCategory,
  author: Author,
  createdAt: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  /** Whether the signed-in user likes it. */
  likedByMe: z.boolean(),
  /** The latest reply's time, or createdAt. */
  lastActivityAt: z.string(),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumReply = z.object({
  ...ids,
  postId: Id,
  content: z.string(),
  author: Author,
  createdAt: z.string(),
  likeCount: z.number().int().min(0),
  likedByMe: z.boolean(),
});
export type ForumReply = z.infer<typeof ForumReply>;

export const ForumCourseParams = z.object({ id: Id });
export const PostIdParams = z.object({ id: Id });
export const ReplyParams = z.object({ id: Id, replyId: Id });

/**
 * GET /api/forums/course/{id}: pinned posts first (on the first page), then the chosen order, in pages. With a
 * search, only the matching posts, in the chosen order by creation (pinned ones in their place); a page may hold
 * fewer than `limit` and still a cursor (a search reads a bounded number of posts a page).
 */
export const CoursePostsQuery = z.object({
  category: ForumCategory.optional(),
  sort: ForumSort.default('newest'),
  search: ForumSearch,
  limit: PageLimit(FORUM_LIMITS.maxPageSize, FORUM_LIMITS.pageSize),
  cursor: Cursor,
});
export const CoursePostsResponse = z.object({
  course: CourseTitle,
  /** The caller may pin, lock and post in any category (the course's instructor, admins). */
  canModerate: z.boolean(),
  posts: z.array(ForumPost),
  nextCursor: z.string().nullable(),
});
export type CoursePostsResponse = z.infer<typeof CoursePostsResponse>;

/**
 * GET /api/forums/my: the posts of every course the student is enrolled in, newest first, a page at a time
 * (/student/discussion-forum). The cursor is a post id (a ULID): the next page is the posts older than it. With a
 * search, the matching posts of every enrolled course (the newest `searchMaxCourses` enrolments), older ones
 * included; a page may hold fewer than `limit` and still a cursor (a search reads a bounded number of posts a page).
 */
export const MyPostsQuery = z.object({
  search: ForumSearch,
  limit: PageLimit(FORUM_LIMITS.maxPageSize, FORUM_LIMITS.pageSize),
  cursor: z
    .string()
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, /*i18n*/ 'Invalid cursor')
    .optional(),
});
export const MyPostsResponse = z.object({
  /** The courses of this page's posts, by title (the student's courses come from their enrolments). */
  courses: z.array(CourseTitle),
  posts: z.array(ForumPost),
  nextCursor: z.string().nullable(),
});
export type MyPostsResponse = z.infer<typeof MyPostsResponse>;

/** GET /api/forums/{id}: the post and a page of its replies, oldest first. */
export const PostQuery = pageQuery(FORUM_LIMITS.maxRepliesPageSize, FORUM_LIMITS.repliesPageSize);
export const PostResponse = z.object({
  post: ForumPost,
  canModerate: z.boolean(),
  replies: z.array(ForumReply),
  nextCursor: z.string().nullable(),
});
export type PostResponse = z.infer<typeof PostResponse>;

/** POST /api/forums (spec part 2 §5: title and content required; category general unless staff choose). */
export const CreatePostBody = z.object({
  course: Id,
  title: SingleLine(/*i18n*/ 'Title', FORUM_LIMITS.title),
  content: MultiLine(/*i18n*/ 'Content', FORUM_LIMITS.content).pipe(
    z.string().min(1, /*i18n*/ 'Content is required'),
  ),
  category: ForumCategory.default('general'),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** POST /api/forums/{id}/reply: non-blank after trimming (spec part 2 §5). */
export const ReplyBody = z.object({
  content: MultiLine(/*i18n*/ 'Reply', FORUM_LIMITS.reply).pipe(
    z.string().min(1, /*i18n*/ 'Reply cannot be empty'),
  ),
});

export const PostCreatedResponse = z.object({ post: ForumPost });
export const ReplyCreatedResponse = z.object({ reply: ForumReply, post: ForumPost });
/** A like toggle's result: whether the caller now likes it, and the exact count. */
export const LikeResponse = z.object({ liked: z.boolean(), likeCount: z.number().int().min(0) });
/** Pin and lock toggles answer the post as it is now. */
export const PostStateResponse = z.object({ post: ForumPost });

/** One item of the instructor dashboard's Discussions (spec part 1 §2: _id, title, content, author). */
export const RecentForumPost = z.object({
  _id: Id,
  title: z.string(),
  content: z.string(),
  author: z.object({ name: z.string() }),
  courseId: Id,
  courseTitle: z.string(),
  createdAt: z.string(),
  replyCount: z.number().int().min(0),
});
export type RecentForumPost = z.infer<typeof RecentForumPost>;
