import { endpoints } from '@academy/shared/endpoints';
import type { CourseAssignmentsResponse } from '@academy/shared/features/assignments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { FILE_LINK_REFRESH_MS } from '../lib/submission-file';

/** One course's assignments, in whichever reading the caller gets (a student's own, or the staff's). */
export const courseAssignmentsKey = (courseId: string) => ['assignments', 'course', courseId] as const;

export const listCourseAssignments = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.listCourseAssignments, { params: { id: courseId }, signal });

/**
 * GET /api/assignments/course/{id}: an enrolled student's own status, submission and grade per assignment; the
 * counts of submissions for the course's instructor and admins. `placeholder` shows while it loads (the
 * student's all-courses list already holds the course's assignments).
 */
export const courseAssignmentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseAssignmentsKey(courseId),
    queryFn: ({ signal }) => listCourseAssignments(courseId, signal),
    refetchOnWindowFocus: true,
    // The own file's link is short-lived: read again before it lapses while the page stays open.
    refetchInterval: (query) =>
      query.state.data?.assignments?.some((a) => a.submission?.file) ? FILE_LINK_REFRESH_MS : false,
  });

export function useCourseAssignments(
  courseId: string,
  options: { enabled?: boolean; placeholder?: CourseAssignmentsResponse } = {},
) {
  return useQuery({
    ...courseAssignmentsQueryOptions(courseId),
    enabled: options.enabled ?? true,
    placeholderData: options.placeholder,
  });
}
