import type { ForumPost, ForumReply, RecentForumPost } from '@academy/shared';
import { assertCourseManager, CourseNotFoundError, courseMemberAccess } from '../lib/course-access';
import { retryOnConflict } from '../lib/db';
import { ForbiddenError, LockedError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';
import type { LikesRecord, PostRecord, ReplyRecord } from './repository';

/** The forums feature's answers, errors and rules, shared by its handlers and its service. */

export class PostNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Discussion not found');
  }
}

export class ReplyNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Reply not found');
  }
}

export { CourseNotFoundError, NotEnrolledError, NotYourCourseError } from '../lib/course-access';

/**
 * The course a forum request names, as its item read back (404 when there is none), and whether the caller
 * moderates its forum (its instructor or an admin; an enrolled student only takes part; 403 for anyone else).
 */
export function forumCourseAccess<C extends { instructorId: string }>(
  caller: Pick<Caller, 'id' | 'role'>,
  found: C | undefined,
  enrolled: boolean,
): { found: C; canModerate: boolean } {
  if (!found) throw new CourseNotFoundError();
  return { found, canModerate: courseMemberAccess(caller, found.instructorId, enrolled).manages };
}

export class StaffCategoryError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'Only instructors can post in this category');
  }
}

export class PostLockedError extends LockedError {
  constructor() {
    super(/*i18n*/ 'This discussion is locked; no new replies can be added.');
  }
}

/** Pin and lock: the course's instructor or an admin (students never reach here: the route is staff only). */
export function assertModerator(caller: Pick<Caller, 'id' | 'role'>, post: PostRecord): void {
  assertCourseManager(caller, post.instructorId);
}

const author = (a: PostRecord['author']) => ({ _id: a.id, name: a.name, role: a.role });

/** The post as the API answers it. Text is returned exactly as stored: plain text, never HTML. */
export const toForumPost = (p: PostRecord, likes: LikesRecord): ForumPost => ({
  _id: p.id,
  id: p.id,
  courseId: p.courseId,
  courseTitle: p.courseTitle,
  title: p.title,
  content: p.content,
  category: p.category,
  author: author(p.author),
  createdAt: p.createdAt,
  pinned: p.pinned,
  locked: p.locked,
  replyCount: p.replyCount,
  likeCount: p.likeCount,
  likedByMe: likes.posts.has(p.id),
  lastActivityAt: p.lastActivityAt,
});

export const toForumReply = (r: ReplyRecord, likes: LikesRecord): ForumReply => ({
  _id: r.id,
  id: r.id,
  postId: r.postId,
  content: r.content,
  author: author(r.author),
  createdAt: r.createdAt,
  likeCount: r.likeCount,
  likedByMe: likes.replies.has(r.id),
});

export const toRecentForumPost = (p: PostRecord): RecentForumPost => ({
  _id: p.id,
  title: p.title,
  content: p.content,
  author: { name: p.author.name },
  courseId: p.courseId,
  courseTitle: p.courseTitle,
  createdAt: p.createdAt,
  replyCount: p.replyCount,
});

export { Redo, reasonAt } from '../lib/db';

/**
 * Runs a read-modify-write until it completes, redoing it when another write got in first (100 likes at once): on
 * a transaction conflict, or a `Redo` it throws itself after a failed optimistic condition (lib/db.ts's
 * retryOnConflict), at most 25 times.
 */
export const redoOnConflict = <T>(attempt: () => Promise<T>): Promise<T> =>
  retryOnConflict(attempt, { attempts: 25, pauseMs: 10, maxDoublings: 5 });
