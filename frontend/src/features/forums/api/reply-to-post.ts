import { endpoints } from '@academy/shared/endpoints';
import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { changePostEverywhere, type PostData, withReply } from '../lib/cache';
import { forumKeys } from './keys';

export interface ReplyInput {
  post: Pick<ForumPost, 'id' | 'courseId'>;
  content: string;
}

export const replyToPost = ({ post, content }: ReplyInput) =>
  apiCall(endpoints.replyToPost, { params: { id: post.id }, body: { content } });

/**
 * POST /api/forums/{id}/reply: the reply shows at once at the end of the thread and the post's reply count
 * everywhere; then the thread and the lists holding the post are read again.
 */
export function useReplyToPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToPost,
    onSuccess: ({ reply, post }) => {
      queryClient.setQueryData<PostData>(forumKeys.post(post.id), (data) =>
        data ? withReply(data, reply, post) : data,
      );
      changePostEverywhere(queryClient, post, () => post);
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(post.id) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.course(post.courseId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.my() });
    },
    // A refusal (say, locked meanwhile): show the post as it is now.
    onError: (_error, { post }) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(post.id) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.course(post.courseId) });
    },
  });
}
