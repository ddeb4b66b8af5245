import { endpoints } from '@academy/shared/endpoints';
import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { changePostEverywhere } from '../lib/cache';
import { forumKeys } from './keys';

type Target = Pick<ForumPost, 'id' | 'courseId'>;

export const pinPost = (post: Target) => apiCall(endpoints.pinPost, { params: { id: post.id } });
export const lockPost = (post: Target) => apiCall(endpoints.lockPost, { params: { id: post.id } });

/**
 * POST /api/forums/{id}/pin or /lock (the course's instructor, admins): each toggles. The answer (the post as
 * it is now) shows at once; the course's lists are read again, since pinned posts lead them.
 */
function useModerate(call: (post: Target) => ReturnType<typeof pinPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ post }) => {
      changePostEverywhere(queryClient, post, () => post);
      void queryClient.invalidateQueries({ queryKey: forumKeys.course(post.courseId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(post.id) });
    },
  });
}

export const usePinPost = () => useModerate(pinPost);
export const useLockPost = () => useModerate(lockPost);
