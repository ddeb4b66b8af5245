import { endpoints } from '@academy/shared/endpoints';
import type { ForumSort } from '@academy/shared/features/forums/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { forumKeys } from './keys';

export const listMyPosts = (sort: ForumSort, signal?: AbortSignal) =>
  apiCall(endpoints.listMyPosts, { query: { sort }, signal });

/** GET /api/forums/my (students): the newest posts of every enrolled course, newest or oldest first. */
export const myPostsQueryOptions = (sort: ForumSort) =>
  queryOptions({
    queryKey: forumKeys.mySorted(sort),
    queryFn: ({ signal }) => listMyPosts(sort, signal),
  });

export function useMyPosts(sort: ForumSort) {
  return useQuery(myPostsQueryOptions(sort));
}
