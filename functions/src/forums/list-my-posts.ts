import { FORUM_LIMITS } from '@academy/shared';
import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { toForumPost } from './model';
import { getItems, likesKey, listNewestCoursePosts, type PostRecord, toLikes } from './repository';

/** Courses of a student's overview read at most (newest enrolments first). */
const MAX_COURSES = 50;
/** Course Queries in flight at once. */
const CONCURRENCY = 5;

/**
 * AP21 then, per enrolled course (≤ 50), its newest 20 posts (AP40, one Query each, 5 at a time) ∥ one
 * BatchGetItem of the student's likes items for those courses; merged and ordered by creation time.
 */
export const handler = httpHandler(routes.listMyPosts, async ({ query, caller }) => {
  const enrollments = (await listStudentEnrollmentSummaries(caller.id)).slice(0, MAX_COURSES);
  const courses = enrollments.map((e) => ({ id: e.courseId, title: e.title }));
  const [perCourse, likesItems] = await Promise.all([
    inBatches(courses, CONCURRENCY, (c) => listNewestCoursePosts(c.id, FORUM_LIMITS.pageSize)),
    getItems(courses.map((c) => likesKey(caller.id, c.id))),
  ]);
  const likes = new Map(courses.map((c, i) => [c.id, toLikes(likesItems[i])]));
  const posts = perCourse.flat();
  const order = query.sort === 'oldest' ? 1 : -1;
  posts.sort((a, b) => order * (a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)));
  return {
    courses,
    posts: posts.map((p) => toForumPost(p, likes.get(p.courseId) ?? toLikes(undefined))),
  };
});

async function inBatches<T>(
  all: readonly T[],
  size: number,
  fn: (item: T) => Promise<PostRecord[]>,
): Promise<PostRecord[][]> {
  const out: PostRecord[][] = [];
  for (let i = 0; i < all.length; i += size) out.push(...(await Promise.all(all.slice(i, i + size).map(fn))));
  return out;
}
