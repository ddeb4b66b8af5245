import type { ForumPost } from '@academy/shared';
import type { Caller } from '../lib/http';
import { assertModerator, PostNotFoundError, Redo, redoOnConflict, toForumPost } from './model';
import { getLikes, getPost, setPostFlag } from './repository';

/**
 * W14, shared by pin and lock: the course's instructor or an admin toggles the flag with one conditional Update
 * (from the state read; a concurrent toggle makes it read again) and gets the post as it is now.
 */
export async function toggleFlag(
  caller: Pick<Caller, 'id' | 'role'>,
  postId: string,
  flag: 'pinned' | 'locked',
): Promise<{ post: ForumPost }> {
  const updated = await redoOnConflict(async () => {
    const post = await getPost(postId);
    if (!post) throw new PostNotFoundError();
    assertModerator(caller, post);
    const after = await setPostFlag(post, flag, !post[flag]);
    if (!after) throw new Redo();
    return after;
  });
  return { post: toForumPost(updated, await getLikes(caller.id, updated.courseId)) };
}
