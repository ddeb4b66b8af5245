import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnKeys } from './keys';

export const getVideoLink = (courseId: string, moduleId: string, signal?: AbortSignal) =>
  apiCall(endpoints.getVideoLink, { params: { id: courseId, moduleId }, signal });

/**
 * GET /api/courses/{id}/modules/{moduleId}/video: what plays for a module, a short-lived link to an uploaded
 * video or its address (enrolled students, the course's instructor, admins). A link is never swapped under a playing video:
 * it is fetched when the module opens and forgotten when it closes; one that expires mid-lesson shows
 * up as a media error and the player asks for a fresh one.
 */
export const videoLinkQueryOptions = (courseId: string, moduleId: string) =>
  queryOptions({
    queryKey: learnKeys.videoLink(courseId, moduleId),
    queryFn: ({ signal }) => getVideoLink(courseId, moduleId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useVideoLink(courseId: string, moduleId: string, enabled: boolean) {
  return useQuery({ ...videoLinkQueryOptions(courseId, moduleId), enabled });
}
