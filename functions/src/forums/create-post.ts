import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { ulid } from 'ulid';
import { courseRead } from '../courses/service';
import { enrollmentCheck, enrollmentRead, listCourseStudentRecords } from '../enrollments/service';
import { ServiceUnavailableError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { notificationWrites, notify } from '../notifications/service';
import {
  CourseNotFoundError,
  forumAccess,
  NotEnrolledError,
  reasonAt,
  StaffCategoryError,
  toForumPost,
} from './model';
import {
  getItems,
  newPostWrite,
  type PostRecord,
  recentPostsKey,
  recentPostsWrite,
  toLikes,
  toRecentPosts,
  transact,
} from './repository';

/** Students notified at once by an announcement's fan-out. */
const FAN_OUT_CONCURRENCY = 10;
/** Times a post is tried while other new posts of the course win the race for its recent-posts item. */
const RECENT_RACE_ATTEMPTS = 30;
/** Enrolments read per page of the fan-out. */
const FAN_OUT_PAGE = 100;

/**
 * W11: a new discussion. Enrolled students may start one in the general category only; the course's instructor
 * and admins in any (announcement is theirs alone). One transaction: the post, (students) the enrolment still
 * there, the instructor's notification unless they wrote it, and the course's recent-posts ids (AP50, from the
 * version read; read again when another post got there first). An announcement then notifies every enrolled
 * student (pages of enrolments, bounded concurrency, idempotent ids: a rerun notifies nobody twice).
 */
export const handler = httpHandler(routes.createPost, async ({ body, caller }) => {
  const course = courseRead(body.course);
  const enrolment = caller.role === 'student' ? enrollmentRead(caller.id, body.course) : undefined;
  const recentKey = recentPostsKey(body.course);
  const [courseItem, recentItem, enrolmentItem] = await getItems([
    course.key,
    recentKey,
    ...(enrolment ? [enrolment.key] : []),
  ]);
  const found = course.read(courseItem);
  if (!found) throw new CourseNotFoundError();
  const { canModerate } = forumAccess(caller, found.instructorId, Boolean(enrolment?.read(enrolmentItem)));
  if (!canModerate && body.category !== 'general') throw new StaffCategoryError();

  const now = new Date().toISOString();
  const post: PostRecord = {
    id: ulid(),
    courseId: found.id,
    courseTitle: found.title,
    instructorId: found.instructorId,
    title: body.title,
    content: body.content,
    category: body.category,
    author: { id: caller.id, name: caller.user.name, role: caller.role },
    createdAt: now,
    pinned: false,
    locked: false,
    replyCount: 0,
    likeCount: 0,
    lastActivityAt: now,
  };
  const fixed = [
    newPostWrite(post),
    ...(caller.role === 'student' ? [enrollmentCheck(caller.id, found.id)] : []),
    ...(caller.id === found.instructorId
      ? []
      : notificationWrites({
          id: derivedId(now, `post#${post.id}`),
          userId: found.instructorId,
          type: 'forum',
          title: 'New discussion',
          message: `${caller.user.name} started “${post.title}” in ${found.title}.`,
          sourceId: found.id,
          createdAt: now,
        })),
  ];
  // The course's recent-posts item goes last; another post racing for it makes this one read it again.
  let recent = toRecentPosts(recentItem);
  for (let attempt = 1; ; attempt++) {
    try {
      await transact([...fixed, recentPostsWrite(found.id, recent, [post.id])]);
      break;
    } catch (error) {
      if (caller.role === 'student' && reasonAt(error, 1) === 'ConditionalCheckFailed')
        throw new NotEnrolledError();
      const raced = ['ConditionalCheckFailed', 'TransactionConflict'].includes(reasonAt(error, fixed.length));
      if (!raced) throw error;
      // Nothing was written; so many posts at once in one course that this one kept losing: try again later.
      if (attempt >= RECENT_RACE_ATTEMPTS) throw new ServiceUnavailableError(error);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** attempt)));
      recent = toRecentPosts((await getItems([recentKey]))[0]);
    }
  }
  if (post.category === 'announcement') await announce(post);
  return { status: 201, body: { post: toForumPost(post, toLikes(undefined)) } };
});

/**
 * Notifies every student enrolled in the course of a new announcement: AP25 pages of 100 enrolments, 10
 * notify() at a time. 10,000 students are 100 Queries and 10,000 small transactions (about 20–40 s at this
 * concurrency): past a few thousand this belongs on a queue (docs/data-model.md W11).
 */
async function announce(post: PostRecord): Promise<void> {
  let cursor: string | undefined;
  let notified = 0;
  do {
    const page = await listCourseStudentRecords(post.courseId, FAN_OUT_PAGE, cursor);
    const students = page.items.filter((s) => s.studentId !== post.author.id);
    for (let i = 0; i < students.length; i += FAN_OUT_CONCURRENCY) {
      const sent = await Promise.all(
        students.slice(i, i + FAN_OUT_CONCURRENCY).map((s) =>
          notify({
            id: derivedId(post.createdAt, `announce#${post.id}#${s.studentId}`),
            userId: s.studentId,
            type: 'discussion',
            title: 'New announcement',
            message: `${post.author.name} posted “${post.title}” in ${post.courseTitle}.`,
            sourceId: post.courseId,
            createdAt: post.createdAt,
          }),
        ),
      );
      notified += sent.filter(Boolean).length;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  logger.info('announcement sent', { postId: post.id, courseId: post.courseId, notified });
}
