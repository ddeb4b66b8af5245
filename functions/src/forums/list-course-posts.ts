import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { courseRead } from '../courses/service';
import { enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { CourseNotFoundError, forumAccess, toForumPost } from './model';
import { getItems, likesKey, listPostsPage, toLikes } from './repository';

/**
 * AP40/AP41: a page of a course's posts, pinned first. ONE parallel round of 2 requests: a BatchGetItem of the
 * course, the caller's enrolment (students) and the caller's likes item ∥ the posts Query (newest first; oldest
 * first may add a second Query on its first page). The page is only answered once the caller may read it.
 */
export const handler = httpHandler(routes.listCoursePosts, async ({ params, query, caller }) => {
  const course = courseRead(params.id);
  const enrolment = caller.role === 'student' ? enrollmentRead(caller.id, params.id) : undefined;
  const likes = likesKey(caller.id, params.id);
  const [items, page] = await Promise.allSettled([
    getItems([course.key, likes, ...(enrolment ? [enrolment.key] : [])]),
    listPostsPage(params.id, query),
  ]);
  if (items.status === 'rejected') throw items.reason;
  const [courseItem, likesItem, enrolmentItem] = items.value;
  const found = course.read(courseItem);
  if (!found) throw new CourseNotFoundError();
  const { canModerate } = forumAccess(caller, found.instructorId, Boolean(enrolment?.read(enrolmentItem)));
  if (page.status === 'rejected') throw page.reason;
  const mine = toLikes(likesItem);
  return {
    course: { id: found.id, title: found.title },
    canModerate,
    posts: page.value.items.map((p) => toForumPost(p, mine)),
    nextCursor: page.value.nextCursor,
  };
});
