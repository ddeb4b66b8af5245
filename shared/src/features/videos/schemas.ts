import * as z from 'zod';
import { MAX_THUMBNAIL_BYTES, thumbnailContentTypes } from '../../course-page-limits';
import { MAX_VIDEO_BYTES, videoContentTypes } from '../../limits';

/** The size an upload declares: a whole number of bytes, at least one, at most `max` (`what` names the files). */
const uploadSize = (max: number, what: string) =>
  z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(max, `${what} can be at most ${max / 1024 / 1024} MB`);

export const VideoUploadBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(videoContentTypes, { error: 'Upload an MP4, WebM, MOV or Ogg video' }),
  size: uploadSize(MAX_VIDEO_BYTES, 'Videos'),
});

export const VideoUploadResponse = z.object({
  /** PUT the file here, with exactly these headers. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().int(),
});

export const VideoCompleteBody = z.object({ key: z.string().min(1).max(500) });

export const VideoLinkResponse = z.object({
  /** A short-lived link to play the module's video (uploaded) or its external address. */
  url: z.string(),
  kind: z.enum(['uploaded', 'external']),
  expiresIn: z.number().int().nullable(),
});

/** Preview Course: the first module's video, for anyone who may see the course. */
export const CoursePreviewResponse = VideoLinkResponse.extend({
  moduleId: z.string(),
  moduleTitle: z.string(),
});

/** POST /api/courses/{id}/thumbnail/upload: the image the browser is about to send. */
export const ThumbnailUploadBody = z.object({
  contentType: z.enum(thumbnailContentTypes, { error: 'Upload a JPEG, PNG or WebP image' }),
  size: uploadSize(MAX_THUMBNAIL_BYTES, 'Thumbnails'),
});

/** Where to PUT a thumbnail; the course takes it with PUT /api/courses/{id} `{ thumbnailUpload: key }`. */
export const ThumbnailUploadResponse = VideoUploadResponse;
