import { endpoints } from '@academy/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseKeys } from './keys';

export const getCoursePreview = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.getCoursePreview, { params: { id: courseId }, signal });

/**
 * GET /api/courses/{id}/preview: the first module's video as a short-lived link (open to anyone who may see
 * the course). Asked for each time the preview opens and forgotten when it closes, so a link is never
 * reused after it has expired.
 */
export function useCoursePreview(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.preview(courseId),
    queryFn: ({ signal }) => getCoursePreview(courseId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
}
