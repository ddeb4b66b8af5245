import type { Course } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { COURSE_STALE_MS } from '../constants';
import { courseKeys } from './keys';

export async function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  const early = await takeEarlyCourse(id);
  if (early) return early;
  const result = await apiCall(endpoints.getCourse, { params: { id }, signal });
  return result.course;
}

/**
 * The answer the course shell's first script (src/early/course-page.ts) started to load for this course
 * before the app's code arrived, once: any later fetch goes to the network. Undefined when there is none,
 * or it did not bring a course.
 */
async function takeEarlyCourse(id: string): Promise<Course | undefined> {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyCourse;
  if (!early || early.id !== id) return undefined;
  window.__earlyCourse = undefined;
  const body = (await early.answer) as { course?: Course } | null;
  return body?.course?.id === id ? body.course : undefined;
}

/** GET /api/courses/{id}: the course with its modules (404 `Course not found`). */
export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    staleTime: COURSE_STALE_MS,
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}

/** The answer for an id that names no course: 404, or 400 for an id the server refuses as malformed. */
export const isNoSuchCourse = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
