import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { forumKeys } from './keys';

export type CreatePostInput = CallInput<typeof endpoints.createPost>['body'];

export const createPost = (body: CreatePostInput) => apiCall(endpoints.createPost, { body });

/** POST /api/forums: the course's lists and the student's all-courses list are read again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: ({ post }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.course(post.courseId) }),
        queryClient.invalidateQueries({ queryKey: forumKeys.my() }),
      ]),
  });
}
