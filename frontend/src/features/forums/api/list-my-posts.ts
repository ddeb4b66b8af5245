import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { forumKeys } from './keys';

export const listMyPosts = (cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listMyPosts, { query: { cursor }, signal });

/** GET /api/forums/my (students): the posts of every enrolled course, newest first, 20 at a time ("Load more"). */
export const myPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: forumKeys.my(),
    queryFn: ({ pageParam, signal }) => listMyPosts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useMyPosts() {
  return useInfiniteQuery(myPostsQueryOptions());
}
