import { FORUM_LIMITS } from '@academy/shared';
import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../http';
import { keys } from './keys';
import { toForumPost } from './model';
import { getItems, likesKey, listForumFeed, searchPostIdsAcross, toLikes, toPostRecord } from './repository';

/**
 * AP50: a page of the newest posts across the student's enrolled courses, in 3 DynamoDB requests with the caller
 * whatever the number of courses or posts: the page's ids from the student's forum feed (one Query; a post's
 * fan-out wrote them, W11, and enrolling copied the course's newest: afterEnrolment), then the posts with the
 * student's likes items of their courses (one BatchGet). `courses` names the courses of the page's posts.
 *
 * AP50s, with a search: the courses are the student's own enrolments (AP21, keys from their sub; the newest
 * FORUM_LIMITS.searchMaxCourses), each course's search partition Queried with a filter and merged newest first
 * (bounded, see searchPostIdsAcross), so a match turns up however old it is, and never one of a course the
 * student is not enrolled in; then the same BatchGet.
 */
export const handler = httpHandler(routes.listMyPosts, async ({ query, caller }) => {
  const search = query.search?.toLowerCase();
  let page: { entries: { postId: string; courseId: string }[]; nextCursor: string | null };
  if (search) {
    const enrolled = await listStudentEnrollmentSummaries(caller.id);
    const courseIds = enrolled.slice(0, FORUM_LIMITS.searchMaxCourses).map((e) => e.courseId);
    page = await searchPostIdsAcross(
      courseIds,
      { search, before: query.cursor, limit: query.limit },
      FORUM_LIMITS.searchMaxRead,
    );
  } else {
    const feed = await listForumFeed(caller.id, query.cursor, query.limit);
    page = { entries: feed.entries, nextCursor: feed.more ? (feed.entries.at(-1)?.postId ?? null) : null };
  }
  const pageCourses = [...new Set(page.entries.map((e) => e.courseId))];
  const found = await getItems([
    ...page.entries.map((e) => keys.post(e.postId)),
    ...pageCourses.map((id) => likesKey(caller.id, id)),
  ]);
  const likes = new Map(pageCourses.map((id, i) => [id, toLikes(found[page.entries.length + i])]));
  const records = found.slice(0, page.entries.length).flatMap((item) => (item ? [toPostRecord(item)] : []));
  const courses = new Map(records.map((p) => [p.courseId, p.courseTitle]));
  return {
    courses: [...courses]
      .map(([id, title]) => ({ id, title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    posts: records.map((p) => toForumPost(p, likes.get(p.courseId) ?? toLikes(undefined))),
    nextCursor: page.nextCursor,
  };
});
