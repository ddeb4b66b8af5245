import * as z from 'zod';
import { MAX_THUMBNAIL_BYTES, thumbnailContentTypes } from '../../course-page-limits';
import { MAX_CAPTION_BYTES, MAX_VIDEO_BYTES, videoContentTypes } from '../../limits';
import { text } from '../../messages';
import { ModuleParams } from '../courses/schemas';

/** The size an upload declares: a whole number of bytes, at least one, at most `max` (`what` names the files). */
const uploadSize = (max: number, what: string) =>
  z
    .number()
    .int()
    .min(1, /*i18n*/ 'The file is empty')
    .max(max, text(/*i18n*/ '{label} can be at most {size} MB', { label: what, size: max / 1024 / 1024 }));

export const VideoUploadBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(videoContentTypes, { error: /*i18n*/ 'Upload an MP4, WebM, MOV or Ogg video' }),
  size: uploadSize(MAX_VIDEO_BYTES, /*i18n*/ 'Videos'),
});

export const VideoUploadResponse = z.object({
  /** PUT the file here, with exactly these headers. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().int(),
});

export const VideoCompleteBody = z.object({ key: z.string().min(1).max(500) });

/** A caption track of a lesson: its language (BCP 47, e.g. `en`, `hi`, `en-IN`) and the name the player shows. */
export const CaptionTrack = z.object({ language: z.string(), label: z.string() });

/** Where a transcoded lesson plays from (under VIDEO_PATH, readable with the cookies its route sets). */
export const HlsPlayback = z.object({
  /** The master playlist: every video rendition, for adaptive playback. */
  master: z.string(),
  /** The audio-only playlist (the data saver's lowest step), when the lesson has sound. */
  audio: z.string().optional(),
  poster: z.string(),
  durationSeconds: z.number().min(0),
  /** Lowest first: the quality menu's steps. */
  renditions: z.array(
    z.object({
      name: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bandwidth: z.number().int(),
    }),
  ),
  captions: z.array(CaptionTrack.extend({ url: z.string() })),
});
export type HlsPlayback = z.infer<typeof HlsPlayback>;

export const VideoLinkResponse = z.object({
  /**
   * How the module's video plays: `hls`, the transcoded lesson (its master playlist; details in `hls`);
   * `uploaded`, a short-lived link to the original file (while it is being transcoded, or if that failed);
   * `external`, its address as it is (YouTube and the rest).
   */
  url: z.string(),
  kind: z.enum(['hls', 'uploaded', 'external']),
  /** Seconds the link (or the access cookies of `hls`) stay valid; null for an external address. */
  expiresIn: z.number().int().nullable(),
  hls: HlsPlayback.optional(),
});

/** Where an uploaded lesson's transcoding stands, for its course's staff. */
export const VideoState = z.enum(['processing', 'ready', 'failed']);
export const VideoStatus = z.object({
  moduleId: z.string(),
  state: VideoState,
  /** 0–100 while processing; 100 when ready. */
  percent: z.number().int().min(0).max(100),
  /** Why it failed, in words for the instructor. */
  reason: z.string().optional(),
  /** The real length, once ready (it also set the module's duration). */
  durationSeconds: z.number().min(0).optional(),
  /** The renditions made, lowest first (`240p` … `720p`, `audio`). */
  renditions: z.array(z.string()),
  captions: z.array(CaptionTrack),
  updatedAt: z.string(),
});
export type VideoStatus = z.infer<typeof VideoStatus>;

export const VideoStatusResponse = z.object({ video: VideoStatus });
export const CourseVideosResponse = z.object({ videos: z.array(VideoStatus) });

/** PUT …/captions/{language}: a WebVTT file's text and the name learners pick it by. */
export const CaptionParams = ModuleParams.extend({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, /*i18n*/ 'Name the language by its code, such as en, hi or en-IN'),
});
export const CaptionBody = z.object({
  label: z.string().trim().min(1, /*i18n*/ 'Name the captions (e.g. English)').max(40),
  vtt: z
    .string()
    .min(1, /*i18n*/ 'The caption file is empty')
    .refine((text) => new TextEncoder().encode(text).length <= MAX_CAPTION_BYTES, {
      message: text(/*i18n*/ 'Caption files can be at most {size} KB', { size: MAX_CAPTION_BYTES / 1024 }),
    }),
});

/** Preview Course: the first module's video, for anyone who may see the course. */
export const CoursePreviewResponse = VideoLinkResponse.extend({
  moduleId: z.string(),
  moduleTitle: z.string(),
});

/** POST /api/courses/{id}/thumbnail/upload: the image the browser is about to send. */
export const ThumbnailUploadBody = z.object({
  contentType: z.enum(thumbnailContentTypes, { error: /*i18n*/ 'Upload a JPEG, PNG or WebP image' }),
  size: uploadSize(MAX_THUMBNAIL_BYTES, /*i18n*/ 'Thumbnails'),
});

/** Where to PUT a thumbnail; the course takes it with PUT /api/courses/{id} `{ thumbnailUpload: key }`. */
export const ThumbnailUploadResponse = VideoUploadResponse;
