import type { RecentForumPost } from '@academy/shared';
import type { FanOutJob } from '../fan-outs/service';
import { derivedId } from '../lib/keys';
import { notifyEach } from '../notifications/service';
import { toRecentForumPost } from './model';
import { getPost, listInstructorPosts, type PostRecord } from './repository';

/**
 * What other features may ask of the forums (docs/features.md): an instructor's newest discussions, and the
 * announcement fan-out's page function for the scheduled resumeFanOuts.
 */

/**
 * One page of an announcement's fan-out (W11, W30 kind `announcement`): each enrolled student but the author told
 * (ids derived from the post and the student: a page written again tells nobody twice).
 */
export async function announcementFanOutPage(post: PostRecord, studentIds: readonly string[]): Promise<void> {
  await notifyEach(
    studentIds.filter((id) => id !== post.author.id),
    (studentId) => ({
      id: derivedId(post.createdAt, `announce#${post.id}#${studentId}`),
      userId: studentId,
      type: 'discussion',
      title: 'New announcement',
      message: `${post.author.name} posted “${post.title}” in ${post.courseTitle}.`,
      sourceId: post.courseId,
      createdAt: post.createdAt,
    }),
  );
}

/** The scheduled resumeFanOuts' way into an announcement's job; undefined when the post is gone. */
export async function resumeAnnouncementFanOut(job: FanOutJob) {
  const post = await getPost(job.id);
  if (!post) return undefined;
  return (studentIds: string[]) => announcementFanOutPage(post, studentIds);
}

/** AP42: the newest posts across an instructor's courses, newest first (one Query of GSI3, Limit). */
export async function listRecentPostsForInstructor(
  instructorId: string,
  limit: number,
): Promise<RecentForumPost[]> {
  return (await listInstructorPosts(instructorId, limit)).map(toRecentForumPost);
}
