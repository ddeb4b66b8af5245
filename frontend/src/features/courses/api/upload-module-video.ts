import { endpoints } from '@academy/shared/endpoints';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { putFile } from '../../../lib/put-file';
import { courseVideoKeys } from '../../../lib/query-keys';
import { videoContentTypeOf, videoFileProblem } from '../lib/video';
import { useCourseMutation } from './use-course-mutation';

/** A problem with the picked file or the transfer, worded for the instructor. */
export class VideoUploadError extends Error {
  override readonly name = 'VideoUploadError';
}

const FILE_NAME_MAX = 200;

export interface UploadModuleVideoInput {
  courseId: string;
  moduleId: string;
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A module's video: ask for a presigned upload (type and size fixed), send the file, then attach it.
 * The file is checked here first (type, at most 500 MB); the API checks it again.
 */
export async function uploadModuleVideo({
  courseId,
  moduleId,
  file,
  onProgress,
  signal,
}: UploadModuleVideoInput) {
  const problem = videoFileProblem(file);
  const contentType = videoContentTypeOf(file);
  if (problem || !contentType)
    throw new VideoUploadError(problem ?? t`Upload an MP4, WebM, MOV or Ogg video.`);
  const params = { id: courseId, moduleId };
  const upload = await apiCall(endpoints.createVideoUpload, {
    params,
    body: { fileName: file.name.slice(-FILE_NAME_MAX), contentType, size: file.size },
    signal,
  });
  await putFile(upload.uploadUrl, file, upload.headers, onProgress, signal, (m) => new VideoUploadError(m));
  return apiCall(endpoints.completeVideoUpload, { params, body: { key: upload.key }, signal });
}

/**
 * The upload as a mutation; the course is read again once the video is attached, and so is where its lessons'
 * processing stands (the new one starts processing).
 */
export function useUploadModuleVideo() {
  const queryClient = useQueryClient();
  return useCourseMutation(async (input: UploadModuleVideoInput) => {
    const attached = await uploadModuleVideo(input);
    void queryClient.invalidateQueries({ queryKey: courseVideoKeys.course(input.courseId) });
    return attached;
  });
}
