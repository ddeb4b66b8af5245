import type { RecentForumPost } from '@academy/shared';
import { toRecentForumPost } from './model';
import { listInstructorPosts } from './repository';

/** What other features may ask of the forums (docs/features.md): an instructor's newest discussions. */

/** AP42: the newest posts across an instructor's courses, newest first (one Query of GSI3, Limit). */
export async function listRecentPostsForInstructor(
  instructorId: string,
  limit: number,
): Promise<RecentForumPost[]> {
  return (await listInstructorPosts(instructorId, limit)).map(toRecentForumPost);
}
