import { endpoints } from '@academy/shared/endpoints';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { forumKeys } from './keys';

export const listMyPosts = (search: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiCall(endpoints.listMyPosts, { query: { search: search || undefined, cursor }, signal });

/**
 * GET /api/forums/my (students): the posts of every enrolled course, newest first, 20 at a time ("Load more").
 * With a search, the server's matches in every enrolled course, older posts included; a page may hold fewer
 * than 20 and still a cursor (the server reads a bounded number of posts a page).
 */
export const myPostsQueryOptions = (search = '') =>
  cursorPages(search ? forumKeys.mySearch(search) : forumKeys.my(), (cursor, signal) =>
    listMyPosts(search, cursor, signal),
  );

export function useMyPosts(search = '') {
  return useInfiniteQuery({ ...myPostsQueryOptions(search), placeholderData: keepPreviousData });
}
