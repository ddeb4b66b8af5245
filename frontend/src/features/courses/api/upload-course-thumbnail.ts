import { endpoints } from '@academy/shared/endpoints';
import { apiCall } from '../../../lib/api-client';
import { putFile } from '../../../lib/put-file';
import type { PreparedThumbnail } from '../lib/thumbnail';

/** A failed transfer of a thumbnail, worded for the person uploading it. */
export class ThumbnailUploadError extends Error {
  override readonly name = 'ThumbnailUploadError';
}

export interface UploadThumbnailInput {
  courseId: string;
  thumbnail: PreparedThumbnail;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a prepared thumbnail to the course's presigned upload (its type and size fixed) and answers the upload's
 * key, which the course takes with PUT /api/courses/{id} `{ thumbnailUpload }` (the API then checks the file).
 */
export async function uploadCourseThumbnail({
  courseId,
  thumbnail,
  onProgress,
  signal,
}: UploadThumbnailInput): Promise<string> {
  const upload = await apiCall(endpoints.createThumbnailUpload, {
    params: { id: courseId },
    body: { contentType: thumbnail.contentType, size: thumbnail.blob.size },
    signal,
  });
  await putFile(
    upload.uploadUrl,
    thumbnail.blob,
    upload.headers,
    onProgress,
    signal,
    (message) => new ThumbnailUploadError(message),
  );
  return upload.key;
}
