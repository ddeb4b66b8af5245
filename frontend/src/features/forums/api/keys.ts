import type { ForumCategory, ForumSort } from '@academy/shared/features/forums/schemas';

/**
 * Query keys of the forums feature. Every one starts with 'forums', so one invalidation reaches them all; the
 * cache is cleared on sign-out, so keys need not name the user.
 */
export const forumKeys = {
  all: ['forums'] as const,
  /** Every list of one course's posts (each category and order). */
  course: (courseId: string) => [...forumKeys.all, 'course', courseId] as const,
  /** GET /api/forums/course/{id}?category&sort(&search), page after page. */
  courseList: (courseId: string, category: ForumCategory | null, sort: ForumSort, search = '') =>
    search
      ? ([...forumKeys.course(courseId), category ?? 'all', sort, 'search', search] as const)
      : ([...forumKeys.course(courseId), category ?? 'all', sort] as const),
  /** GET /api/forums/my (students), page after page; with a search, below it (one invalidation reaches both). */
  my: () => [...forumKeys.all, 'my'] as const,
  /** GET /api/forums/my?search=, page after page. */
  mySearch: (search: string) => [...forumKeys.my(), 'search', search] as const,
  /** GET /api/forums/{id}: the post and its replies, page after page. */
  post: (postId: string) => [...forumKeys.all, 'post', postId] as const,
  /** GET /api/courses/instructor/my-courses for the instructor's course choice. */
  managedCourses: () => [...forumKeys.all, 'managed-courses'] as const,
};
