import { endpoints } from '@academy/shared/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { forumKeys } from './keys';

export const getPost = (postId: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.getPost, { params: { id: postId }, query: { cursor }, signal });

/** GET /api/forums/{id}: the post and its replies, oldest first, a page at a time ("Load more replies"). */
export const postQueryOptions = (postId: string) =>
  cursorPages(forumKeys.post(postId), (cursor, signal) => getPost(postId, cursor, signal));

export function usePost(postId: string, enabled: boolean) {
  return useInfiniteQuery({ ...postQueryOptions(postId), enabled });
}
