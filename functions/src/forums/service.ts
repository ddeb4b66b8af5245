import type { RecentForumPost } from '@academy/shared';
import type { FanOutJob } from '../fan-outs/service';
import { derivedId } from '../lib/keys';
import { notice, notifyEach } from '../notifications/service';
import { toRecentForumPost } from './model';
import {
  getPost,
  listInstructorPosts,
  listNewestPostIds,
  type PostRecord,
  putForumFeedEntries,
} from './repository';

/**
 * What other features may ask of the forums (docs/features.md): an instructor's newest discussions, a new
 * enrolment's catch-up of the student's forum feed, and the post fan-out's page function for the scheduled
 * resumeFanOuts.
 */

/** Posts of a course a new enrolment copies into the student's feed: older ones stay in the course's forum. */
export const ENROLLMENT_CATCH_UP_POSTS = 100;

/**
 * One page of a new post's fan-out (W11, W30 kind `post`): the post into each enrolled student's forum feed
 * (AP50, one BatchWriteItem per 25) and, for an announcement, each of them but the author told (ids derived from
 * the post and the student). Idempotent: a page written again writes the same items and tells nobody twice.
 */
export async function postFanOutPage(post: PostRecord, studentIds: readonly string[]): Promise<void> {
  await putForumFeedEntries(
    studentIds.map((studentId) => ({ studentId, postId: post.id, courseId: post.courseId })),
  );
  if (post.category !== 'announcement') return;
  await notifyEach(
    studentIds.filter((id) => id !== post.author.id),
    (studentId) => ({
      id: derivedId(post.createdAt, `announce#${post.id}#${studentId}`),
      userId: studentId,
      type: 'discussion',
      ...notice(/*i18n*/ 'New announcement', /*i18n*/ '{name} posted “{post}” in {course}.', {
        name: post.author.name,
        post: post.title,
        course: post.courseTitle,
      }),
      sourceId: post.courseId,
      createdAt: post.createdAt,
    }),
  );
}

/**
 * The scheduled resumeFanOuts' way into a post's job (also one of the earlier kind `announcement`, which only
 * told the students: running the whole page again is harmless); undefined when the post is gone.
 */
export async function resumePostFanOut(job: FanOutJob) {
  const post = await getPost(job.id);
  if (!post) return undefined;
  return (studentIds: string[]) => postFanOutPage(post, studentIds);
}

/**
 * A new enrolment's catch-up (AP50): the course's newest posts so far (at most ENROLMENT_CATCH_UP_POSTS) into the
 * student's forum feed. Idempotent, so an enrolment answered again runs it again to repair one that stopped.
 * Posts created after this read reach the student through the post's fan-out, which reads the enrolments after
 * the post is stored.
 */
export async function addCoursePostsToFeed(studentId: string, courseId: string): Promise<void> {
  const ids = await listNewestPostIds(courseId, ENROLLMENT_CATCH_UP_POSTS);
  await putForumFeedEntries(ids.map((postId) => ({ studentId, postId, courseId })));
}

/** AP42: the newest posts across an instructor's courses, newest first (one Query of GSI3, Limit). */
export async function listRecentPostsForInstructor(
  instructorId: string,
  limit: number,
): Promise<RecentForumPost[]> {
  return (await listInstructorPosts(instructorId, limit)).map(toRecentForumPost);
}

export { eraseData } from './erase-data';
export { exportData } from './export-data';
