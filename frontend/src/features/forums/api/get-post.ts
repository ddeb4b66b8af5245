import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { forumKeys } from './keys';

export const getPost = (postId: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.getPost, { params: { id: postId }, query: { cursor }, signal });

/** GET /api/forums/{id}: the post and its replies, oldest first, a page at a time ("Load more replies"). */
export const postQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.post(postId),
    queryFn: ({ pageParam, signal }) => getPost(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePost(postId: string, enabled: boolean) {
  return useInfiniteQuery({ ...postQueryOptions(postId), enabled });
}
