import { endpoints } from '@academy/shared/endpoints';
import type { ForumCategory, ForumSort } from '@academy/shared/features/forums/schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/cursor-pages';
import { forumKeys } from './keys';

export interface CoursePostsFilter {
  category: ForumCategory | null;
  sort: ForumSort;
  /** The server's search over title, content, author and course ('' for none). */
  search?: string;
}

export const listCoursePosts = (
  courseId: string,
  { category, sort, search }: CoursePostsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  apiCall(endpoints.listCoursePosts, {
    params: { id: courseId },
    query: { category: category ?? undefined, sort, search: search || undefined, cursor },
    signal,
  });

/**
 * GET /api/forums/course/{id}: pinned posts first, then the chosen order, 20 at a time ("Load more"). With a
 * search, the server's matches in that order (a page may hold fewer than 20 and still a cursor).
 */
export const coursePostsQueryOptions = (courseId: string, filter: CoursePostsFilter) =>
  cursorPages(forumKeys.courseList(courseId, filter.category, filter.sort, filter.search), (cursor, signal) =>
    listCoursePosts(courseId, filter, cursor, signal),
  );

export function useCoursePosts(courseId: string, filter: CoursePostsFilter, enabled = true) {
  return useInfiniteQuery({
    ...coursePostsQueryOptions(courseId, filter),
    enabled: enabled && !!courseId,
    // A new search keeps the list on screen until its answer comes.
    placeholderData: filter.search ? keepPreviousData : undefined,
  });
}
