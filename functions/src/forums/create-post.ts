import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { ulid } from 'ulid';
import { courseRead } from '../courses/service';
import { enrollmentCheck, enrollmentRead } from '../enrollments/service';
import { type FanOutJob, fanOutJobPut, runFanOutInRequest } from '../fan-outs/service';
import { httpHandler } from '../http';
import { ServiceUnavailableError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { forumCourseAccess, NotEnrolledError, reasonAt, StaffCategoryError, toForumPost } from './model';
import {
  authoredPut,
  forumFeedPut,
  getItems,
  newPostRecord,
  newPostWrite,
  postSearchPut,
  recentPostsKey,
  recentPostsWrite,
  toLikes,
  toRecentPosts,
  transact,
} from './repository';
import { postFanOutPage } from './service';

/** Times a post is tried while other new posts of the course win the race for its recent-posts item. */
const RECENT_RACE_ATTEMPTS = 30;

/**
 * W11: a new discussion. Enrolled students may start one in the general category only; the course's instructor
 * and admins in any (announcement is theirs alone). One transaction: the post, (students) the enrolment still
 * there and the post in their own forum feed, the instructor's notification unless they wrote it, the post's
 * search entry (AP40s, AP50s), its fan-out job (W30), and last the course's recent-posts ids (from the version
 * read; read again when another post got there first). The job is then run here page by page: the post into every enrolled student's forum feed
 * (AP50) and, for an announcement, each of them told (idempotent: a page written again changes nothing and tells
 * nobody twice); the scheduled resumeFanOuts finishes it if this stops.
 */
export const handler = httpHandler(routes.createPost, async ({ body, caller }) => {
  const course = courseRead(body.course);
  const enrollment = caller.role === 'student' ? enrollmentRead(caller.id, body.course) : undefined;
  const recentKey = recentPostsKey(body.course);
  const [courseItem, recentItem, enrollmentItem] = await getItems([
    course.key,
    recentKey,
    ...(enrollment ? [enrollment.key] : []),
  ]);
  const { found, canModerate } = forumCourseAccess(
    caller,
    course.read(courseItem),
    Boolean(enrollment?.read(enrollmentItem)),
  );
  if (!canModerate && body.category !== 'general') throw new StaffCategoryError();

  const now = new Date().toISOString();
  const post = newPostRecord(
    ulid(),
    { courseId: found.id, courseTitle: found.title, instructorId: found.instructorId },
    {
      title: body.title,
      content: body.content,
      category: body.category,
      author: { id: caller.id, name: caller.user.name, role: caller.role },
    },
    now,
  );
  // The post reaches every enrolled student's feed through a fan-out job (W30) stored with it.
  const job: FanOutJob = { kind: 'post', id: post.id, courseId: found.id, payload: {}, createdAt: now };
  const fixed = [
    newPostWrite(post),
    ...(caller.role === 'student'
      ? [
          enrollmentCheck(caller.id, found.id),
          // The author's own feed has it at once, whatever their place in the fan-out's pages.
          forumFeedPut({ studentId: caller.id, postId: post.id, courseId: found.id }),
        ]
      : []),
    ...(caller.id === found.instructorId
      ? []
      : notificationWrites({
          id: derivedId(now, `post#${post.id}`),
          userId: found.instructorId,
          type: 'forum',
          ...notice(/*i18n*/ 'New discussion', /*i18n*/ '{name} started “{post}” in {course}.', {
            name: caller.user.name,
            post: post.title,
            course: found.title,
          }),
          sourceId: found.id,
          createdAt: now,
        })),
    // Its search entry (AP40s, AP50s).
    postSearchPut(post),
    // What the author wrote, in their partition (issue 41: export and erasure).
    authoredPut({ authorId: caller.id, postId: post.id, courseId: found.id, at: now }),
    fanOutJobPut(job),
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
  await runFanOutInRequest(job, (studentIds) => postFanOutPage(post, studentIds));
  return { status: 201, body: { post: toForumPost(post, toLikes(undefined)) } };
});
