import { endpoints } from '@academy/shared/endpoints';
import type { ForumCategory, ForumSort } from '@academy/shared/features/forums/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { forumKeys } from './keys';

export interface CoursePostsFilter {
  category: ForumCategory | null;
  sort: ForumSort;
}

export const listCoursePosts = (
  courseId: string,
  { category, sort }: CoursePostsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  apiCall(endpoints.listCoursePosts, {
    params: { id: courseId },
    query: { category: category ?? undefined, sort, cursor },
    signal,
  });

/** GET /api/forums/course/{id}: pinned posts first, then the chosen order, 20 at a time ("Load more"). */
export const coursePostsQueryOptions = (courseId: string, filter: CoursePostsFilter) =>
  infiniteQueryOptions({
    queryKey: forumKeys.courseList(courseId, filter.category, filter.sort),
    queryFn: ({ pageParam, signal }) => listCoursePosts(courseId, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCoursePosts(courseId: string, filter: CoursePostsFilter, enabled = true) {
  return useInfiniteQuery({ ...coursePostsQueryOptions(courseId, filter), enabled: enabled && !!courseId });
}
