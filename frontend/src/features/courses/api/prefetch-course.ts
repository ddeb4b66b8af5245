import type { QueryClient } from '@tanstack/react-query';
import { courseQueryOptions } from './get-course';

/**
 * Warms a course page before the visitor gets there (pointer over or focus on a card's link): the screen's
 * code and the course itself. Failures are ignored; the page will ask again. Apart from get-course.ts, which
 * the screen itself reads its course with, so that the two do not import each other.
 */
export function prefetchCourse(queryClient: QueryClient, id: string) {
  void import('../routes/course-detail').catch(() => undefined);
  void queryClient.prefetchQuery(courseQueryOptions(id));
}
