import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { keys } from '../lib/keys';
import { newestAcross } from './feed';
import { toForumPost } from './model';
import {
  getItems,
  likesKey,
  listCoursePostIdsBefore,
  RECENT_POSTS_KEPT,
  recentPostsKey,
  toLikes,
  toPostRecord,
  toRecentPosts,
} from './repository';

/**
 * AP50: a page of the newest posts across the student's enrolled courses, in 4 DynamoDB requests with the caller
 * whatever the number of courses (up to 100; one more BatchGet per further 100): their enrolments (AP21), the
 * courses' recent-posts ids (one BatchGet), then the page's posts with the student's likes items of their
 * courses (one BatchGet). Only a course whose recent ids do not reach the page's end is read further (AP40
 * before the cursor, two Queries): a later page of a busy course, or one post-heavy course on the first page.
 */
export const handler = httpHandler(routes.listMyPosts, async ({ query, caller }) => {
  const courses = (await listStudentEnrollmentSummaries(caller.id)).map((e) => ({
    id: e.courseId,
    title: e.title,
  }));
  const recentItems = await getItems(courses.map((c) => recentPostsKey(c.id)));
  const page = await newestAcross(
    courses.map((c, i) => ({ courseId: c.id, recentIds: toRecentPosts(recentItems[i]).ids })),
    { before: query.cursor, limit: query.limit, kept: RECENT_POSTS_KEPT },
    (courseId, before) => listCoursePostIdsBefore(courseId, before, query.limit),
  );
  const pageCourses = [...new Set(page.posts.map((p) => p.courseId))];
  const found = await getItems([
    ...page.posts.map((p) => keys.post(p.id)),
    ...pageCourses.map((id) => likesKey(caller.id, id)),
  ]);
  const likes = new Map(pageCourses.map((id, i) => [id, toLikes(found[page.posts.length + i])]));
  const posts = found
    .slice(0, page.posts.length)
    .flatMap((item) => (item ? [toPostRecord(item)] : []))
    .map((p) => toForumPost(p, likes.get(p.courseId) ?? toLikes(undefined)));
  return {
    courses: [...courses].sort((a, b) => a.title.localeCompare(b.title)),
    posts,
    nextCursor: page.nextCursor,
  };
});
