import type { VideoStatus } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseVideoKeys } from '../../../lib/query-keys';
import { VIDEO_STATUS_POLL_MS } from '../constants';
import { anyProcessing, withVideo } from '../lib/video-status';

export const listCourseVideos = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.listCourseVideos, { params: { id: courseId }, signal });

/**
 * GET /api/courses/{id}/videos: where each uploaded lesson of the course stands, asked for again every few
 * seconds while any is still processing.
 */
export const courseVideosQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseVideoKeys.course(courseId),
    queryFn: ({ signal }) => listCourseVideos(courseId, signal),
    refetchInterval: (query) => (anyProcessing(query.state.data?.videos) ? VIDEO_STATUS_POLL_MS : false),
  });

export function useCourseVideos(courseId: string, enabled = true) {
  return useQuery({ ...courseVideosQueryOptions(courseId), enabled });
}

interface ModuleRef {
  courseId: string;
  moduleId: string;
}

/** A change to one lesson's video: the answer (its new state) replaces the lesson's in the course's list. */
function useVideoMutation<TInput extends ModuleRef>(
  call: (input: TInput) => Promise<{ video: VideoStatus }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ video }, { courseId }) => {
      queryClient.setQueryData(
        courseVideoKeys.course(courseId),
        (data: { videos: VideoStatus[] } | undefined) =>
          data ? { videos: withVideo(data.videos, video) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: courseVideoKeys.course(courseId) });
    },
  });
}

/** POST …/video/retry: transcode a failed lesson again from its kept original. */
export const useRetryVideoProcessing = () =>
  useVideoMutation(({ courseId, moduleId }: ModuleRef) =>
    apiCall(endpoints.retryVideoProcessing, { params: { id: courseId, moduleId } }),
  );

export interface CaptionsInput extends ModuleRef {
  language: string;
  label: string;
  vtt: string;
}

/** PUT …/captions/{language}: add or replace a lesson's captions in one language. */
export const usePutCaptions = () =>
  useVideoMutation(({ courseId, moduleId, language, label, vtt }: CaptionsInput) =>
    apiCall(endpoints.putCaptions, { params: { id: courseId, moduleId, language }, body: { label, vtt } }),
  );

/** DELETE …/captions/{language}. */
export const useDeleteCaptions = () =>
  useVideoMutation(({ courseId, moduleId, language }: ModuleRef & { language: string }) =>
    apiCall(endpoints.deleteCaptions, { params: { id: courseId, moduleId, language } }),
  );
