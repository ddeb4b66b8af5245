import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { courseMemberAccess } from '../lib/course-access';
import { PostNotFoundError, toForumPost, toForumReply } from './model';
import { getItems, getPostPage, likesKey, toLikes } from './repository';

/**
 * AP43: a post and a page of its replies, oldest first. The first page is ONE Query of the post's partition (the
 * post, then its replies); a later page is the replies after the cursor (a Query) ∥ the post (GetItem). Then one
 * BatchGetItem of the caller's enrolment (students) and likes item in that course, which decides who may read.
 */
export const handler = httpHandler(routes.getPost, async ({ params, query, caller }) => {
  const page = await getPostPage(params.id, query.limit, query.cursor);
  if (!page) throw new PostNotFoundError();
  const { post } = page;
  const enrollment = caller.role === 'student' ? enrollmentRead(caller.id, post.courseId) : undefined;
  const [likesItem, enrollmentItem] = await getItems([
    likesKey(caller.id, post.courseId),
    ...(enrollment ? [enrollment.key] : []),
  ]);
  const { manages: canModerate } = courseMemberAccess(
    caller,
    post.instructorId,
    Boolean(enrollment?.read(enrollmentItem)),
  );
  const mine = toLikes(likesItem);
  return {
    post: toForumPost(post, mine),
    canModerate,
    replies: page.replies.map((r) => toForumReply(r, mine)),
    nextCursor: page.nextCursor,
  };
});
