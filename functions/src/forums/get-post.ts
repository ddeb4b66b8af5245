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
export const handler = httpHandler(
  routes.getPost,
  // The two rounds of reads, started beside the caller lookup (keyed by the caller's sub and role).
  async ({ params, query, sub, role }) => {
    const page = await getPostPage(params.id, query.limit, query.cursor);
    if (!page) return undefined;
    const enrollment = role === 'student' ? enrollmentRead(sub, page.post.courseId) : undefined;
    const [likesItem, enrollmentItem] = await getItems([
      likesKey(sub, page.post.courseId),
      ...(enrollment ? [enrollment.key] : []),
    ]);
    return { page, enrollment, likesItem, enrollmentItem };
  },
  async ({ caller, firstReads }) => {
    if (!firstReads) throw new PostNotFoundError();
    const { page, enrollment, likesItem, enrollmentItem } = firstReads;
    const { post } = page;
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
  },
);
