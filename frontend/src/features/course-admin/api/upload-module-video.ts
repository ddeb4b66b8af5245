import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { videoContentTypeOf, videoFileProblem } from '../lib/video';
import { courseAdminKeys } from './keys';

/** A problem with the picked file or the transfer, worded for the instructor. */
export class VideoUploadError extends Error {
  override readonly name = 'VideoUploadError';
}

const FILE_NAME_MAX = 200;

/**
 * PUT the file to the presigned address with exactly the headers the API named. XMLHttpRequest rather
 * than fetch: it reports upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  /** The error a refusal or a failed transfer becomes (the video upload's by default). */
  failure: (message: string) => Error = (message) => new VideoUploadError(message),
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(failure(`The storage refused the upload (status ${xhr.status}). Please try again.`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(failure('The upload failed. Please check your connection and try again.'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort);
    xhr.send(file);
  });
}

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
    throw new VideoUploadError(problem ?? 'Upload an MP4, WebM, MOV or Ogg video.');
  const params = { id: courseId, moduleId };
  const upload = await apiCall(endpoints.createVideoUpload, {
    params,
    body: { fileName: file.name.slice(-FILE_NAME_MAX), contentType, size: file.size },
    signal,
  });
  await putFile(upload.uploadUrl, file, upload.headers, onProgress, signal);
  return apiCall(endpoints.completeVideoUpload, { params, body: { key: upload.key }, signal });
}

/** The upload as a mutation; the course is read again once the video is attached. */
export function useUploadModuleVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadModuleVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
}
