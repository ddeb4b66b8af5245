import { endpoints } from '@academy/shared/endpoints';
import type { ForumReply } from '@academy/shared/features/forums/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { changeReplyInThread, type PostData, toggledLike } from '../lib/cache';
import { forumKeys } from './keys';

type LikedReply = Pick<ForumReply, 'id' | 'postId' | 'likedByMe' | 'likeCount'>;

export const likeReply = (reply: LikedReply) =>
  apiCall(endpoints.likeReply, { params: { id: reply.postId, replyId: reply.id } });

/** POST /api/forums/{id}/reply/{replyId}/like: optimistic, then the server's answer; a failure undoes it. */
export function useLikeReply() {
  const queryClient = useQueryClient();
  const change = (reply: LikedReply, values: Pick<ForumReply, 'likedByMe' | 'likeCount'>) =>
    queryClient.setQueryData<PostData>(forumKeys.post(reply.postId), (data) =>
      data ? changeReplyInThread(data, reply.id, (r) => ({ ...r, ...values })) : data,
    );
  return useMutation({
    mutationFn: likeReply,
    onMutate: async (reply) => {
      await queryClient.cancelQueries({ queryKey: forumKeys.post(reply.postId) });
      const { likedByMe, likeCount } = toggledLike(reply);
      change(reply, { likedByMe, likeCount });
    },
    onSuccess: ({ liked, likeCount }, reply) => change(reply, { likedByMe: liked, likeCount }),
    onError: (_error, reply) => {
      change(reply, { likedByMe: reply.likedByMe, likeCount: reply.likeCount });
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(reply.postId) });
    },
  });
}
