import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { ulid } from 'ulid';
import { enrollmentCheck, enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { courseMemberAccess } from '../lib/course-access';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { keys } from './keys';
import {
  NotEnrolledError,
  PostLockedError,
  PostNotFoundError,
  reasonAt,
  toForumPost,
  toForumReply,
} from './model';
import {
  authoredPut,
  getItems,
  getPost,
  likesKey,
  newReplyWrites,
  type ReplyRecord,
  toLikes,
  toPostRecord,
  transact,
} from './repository';

/**
 * W12: a reply by someone in the course (the post, then (students) the enrolment). One transaction: the reply, the post's replyCount + 1 and lastActivityAt only while it exists and
 * is not locked (a locked post: 423, nothing stored), (students) the enrolment still there, and the post
 * author's notification unless they answer themselves. Then one BatchGetItem: the post as it is now and the
 * caller's likes.
 */
export const handler = httpHandler(routes.replyToPost, async ({ params, body, caller }) => {
  const post = await getPost(params.id);
  if (!post) throw new PostNotFoundError();
  const student = caller.role === 'student';
  const enrollment = student ? enrollmentRead(caller.id, post.courseId) : undefined;
  const [enrollmentItem] = enrollment ? await getItems([enrollment.key]) : [];
  courseMemberAccess(caller, post.instructorId, Boolean(enrollment?.read(enrollmentItem)));
  if (post.locked) throw new PostLockedError();
  const now = new Date().toISOString();
  const reply: ReplyRecord = {
    id: ulid(),
    postId: post.id,
    courseId: post.courseId,
    content: body.content,
    author: { id: caller.id, name: caller.user.name, role: caller.role },
    createdAt: now,
    likeCount: 0,
  };
  try {
    await transact([
      ...newReplyWrites(reply),
      ...(student ? [enrollmentCheck(caller.id, post.courseId)] : []),
      ...(post.author.id === caller.id
        ? []
        : notificationWrites({
            id: derivedId(now, `reply#${reply.id}`),
            userId: post.author.id,
            type: post.author.role === 'student' ? 'discussion' : 'forum',
            ...notice(/*i18n*/ 'New reply', /*i18n*/ '{name} replied to “{post}”.', {
              name: caller.user.name,
              post: post.title,
            }),
            sourceId: post.courseId,
            createdAt: now,
          })),
      // What the author wrote, in their partition (issue 41: export and erasure); last, so no index above moves.
      authoredPut({
        authorId: caller.id,
        postId: post.id,
        replyId: reply.id,
        courseId: post.courseId,
        at: now,
      }),
    ]);
  } catch (error) {
    if (student && reasonAt(error, 2) === 'ConditionalCheckFailed') throw new NotEnrolledError();
    if (reasonAt(error, 1) === 'ConditionalCheckFailed') {
      // Locked (or deleted) since it was read.
      if (!(await getPost(params.id))) throw new PostNotFoundError();
      throw new PostLockedError();
    }
    throw error;
  }
  const [postItem, likesItem] = await getItems([keys.post(post.id), likesKey(caller.id, post.courseId)]);
  const mine = toLikes(likesItem);
  const current = postItem
    ? toPostRecord(postItem)
    : { ...post, replyCount: post.replyCount + 1, lastActivityAt: now };
  return { status: 201, body: { reply: toForumReply(reply, mine), post: toForumPost(current, mine) } };
});
