import { FORUM_LIMITS } from '@academy/shared';
import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { courseRead } from '../courses/service';
import { enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { keys } from './keys';
import { forumCourseAccess, toForumPost } from './model';
import {
  getItems,
  likesKey,
  listPostsPage,
  type PostRecord,
  searchCoursePostIds,
  toLikes,
  toPostRecord,
} from './repository';

/**
 * AP40/AP41: a page of a course's posts, pinned first. ONE parallel round of 2 requests: a BatchGetItem of the
 * course, the caller's enrolment (students) and the caller's likes item ∥ the posts Query (newest first; oldest
 * first may add a second Query on its first page). The page is only answered once the caller may read it.
 *
 * AP40s, with a search: the same BatchGetItem ∥ the course's search partition Queried with a filter (bounded,
 * see searchCoursePostIds), then, once the caller may read the forum, ONE BatchGetItem of the matching posts.
 */
export const handler = httpHandler(
  routes.listCoursePosts,
  // The round of reads, started beside the caller lookup (keyed by the caller's sub and role).
  async ({ params, query, sub, role }) => {
    const course = courseRead(params.id);
    const enrollment = role === 'student' ? enrollmentRead(sub, params.id) : undefined;
    const likes = likesKey(sub, params.id);
    const search = query.search?.toLowerCase();
    const [items, page] = await Promise.allSettled([
      getItems([course.key, likes, ...(enrollment ? [enrollment.key] : [])]),
      search
        ? searchCoursePostIds(params.id, { ...query, search }, FORUM_LIMITS.searchMaxRead)
        : listPostsPage(params.id, query),
    ]);
    return { course, enrollment, items, page };
  },
  async ({ caller, firstReads: { course, enrollment, items, page } }) => {
    if (items.status === 'rejected') throw items.reason;
    const [courseItem, likesItem, enrollmentItem] = items.value;
    const { found, canModerate } = forumCourseAccess(
      caller,
      course.read(courseItem),
      Boolean(enrollment?.read(enrollmentItem)),
    );
    if (page.status === 'rejected') throw page.reason;
    const mine = toLikes(likesItem);
    let posts: PostRecord[];
    if ('ids' in page.value) {
      const read = await getItems(page.value.ids.map((id) => keys.post(id)));
      posts = read.flatMap((item) => (item ? [toPostRecord(item)] : []));
    } else posts = page.value.items;
    return {
      course: { id: found.id, title: found.title },
      canModerate,
      posts: posts.map((p) => toForumPost(p, mine)),
      nextCursor: page.value.nextCursor,
    };
  },
);
