import { endpoints } from '@academy/shared/endpoints';
import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { changePostEverywhere, toggledLike } from '../lib/cache';
import { forumKeys } from './keys';

type LikedPost = Pick<ForumPost, 'id' | 'courseId' | 'likedByMe' | 'likeCount'>;

export const likePost = (post: LikedPost) => apiCall(endpoints.likePost, { params: { id: post.id } });

/**
 * POST /api/forums/{id}/like: the button turns at once (optimistic); the server's answer (whether the caller
 * now likes it, the exact count) then replaces the guess. A failure puts the post back as it was.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likePost,
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: forumKeys.post(post.id) });
      changePostEverywhere(queryClient, post, (p) => ({ ...p, ...toggledLike(post) }));
    },
    onSuccess: ({ liked, likeCount }, post) =>
      changePostEverywhere(queryClient, post, (p) => ({ ...p, likedByMe: liked, likeCount })),
    onError: (_error, post) => {
      changePostEverywhere(queryClient, post, (p) => ({
        ...p,
        likedByMe: post.likedByMe,
        likeCount: post.likeCount,
      }));
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(post.id) });
    },
  });
}
