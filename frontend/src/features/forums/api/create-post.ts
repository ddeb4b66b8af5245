import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { forumKeys } from './keys';

export type CreatePostInput = CallInput<typeof endpoints.createPost>['body'];

export const createPost = (body: CreatePostInput) => apiCall(endpoints.createPost, { body });

/** POST /api/forums: the course's lists and the student's all-courses list are read again. */
export function useCreatePost() {
  return useRefreshingMutation(createPost, ({ post }) => [forumKeys.course(post.courseId), forumKeys.my()]);
}
