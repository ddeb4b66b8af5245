import { enrollmentRead } from '../enrollments/service';
import { courseMemberAccess } from '../lib/course-access';
import type { Caller } from '../lib/http';
import { keys } from './keys';
import { PostNotFoundError, Redo, ReplyNotFoundError, reasonAt, redoOnConflict } from './model';
import { getItems, getLikes, likeWrites, toPostRecord, toReplyRecord, transact } from './repository';

/**
 * W13, shared by the two like routes: a toggle of the caller's like of a post or a reply. The target and (for a
 * student) the enrolment are read first (who may like: whoever may read the forum); then, until it lands, the
 * caller's likes item (consistent) decides like or unlike and ONE transaction moves both the likes item (under
 * "did not / did hold it") and the counter by exactly one. A concurrent toggle of the same user cancels on the
 * likes item's condition and is redone from a fresh reading; other users' likes only conflict on the counter
 * (TransactionConflict) and are retried. So N users liking at once give exactly N. The answer's count is read
 * after the write.
 */
export async function toggleLike(
  caller: Pick<Caller, 'id' | 'role'>,
  target: { postId: string; replyId?: string },
): Promise<{ liked: boolean; likeCount: number }> {
  const postKey = keys.post(target.postId);
  const targetKey = target.replyId ? keys.reply(target.postId, target.replyId) : postKey;
  const [postItem, replyItem] = await getItems(target.replyId ? [postKey, targetKey] : [postKey]);
  if (!postItem) throw new PostNotFoundError();
  if (target.replyId && !replyItem) throw new ReplyNotFoundError();
  const post = toPostRecord(postItem);
  if (caller.role === 'student') {
    const enrollment = enrollmentRead(caller.id, post.courseId);
    const [found] = await getItems([enrollment.key]);
    courseMemberAccess(caller, post.instructorId, Boolean(enrollment.read(found)));
  } else {
    courseMemberAccess(caller, post.instructorId, false);
  }
  const kind = target.replyId ? 'replies' : 'posts';
  const id = target.replyId ?? target.postId;
  const liked = await redoOnConflict(async () => {
    const likes = await getLikes(caller.id, post.courseId);
    const like = !likes[kind].has(id);
    try {
      await transact(likeWrites(caller.id, post.courseId, kind, id, targetKey, like));
    } catch (error) {
      if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
      if (reasonAt(error, 1) === 'ConditionalCheckFailed') {
        throw target.replyId ? new ReplyNotFoundError() : new PostNotFoundError();
      }
      throw error;
    }
    return like;
  });
  const [now] = await getItems([targetKey]);
  if (!now) throw target.replyId ? new ReplyNotFoundError() : new PostNotFoundError();
  const count = target.replyId ? toReplyRecord(now).likeCount : toPostRecord(now).likeCount;
  return { liked, likeCount: count };
}
