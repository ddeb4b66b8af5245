/** Limits and fixed lists without schemas, so the web client can use them without loading zod. */

/** The user pool's password policy (infra/lib/auth.ts) starts at this length. */
export const PASSWORD_MIN_LENGTH = 8;

/** The largest video an instructor may upload. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const videoContentTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'] as const;

/** The largest file a student may attach to an assignment submission. */
export const MAX_SUBMISSION_FILE_BYTES = 25 * 1024 * 1024;

/**
 * What a submission's file may be, by extension: PDF, Office documents (Word, Excel, PowerPoint, old and new),
 * ZIP, and JPEG, PNG or WebP images. The server checks the stored file's first bytes against its type too.
 */
export const submissionFileExtensions = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export const submissionFileTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const satisfies readonly (typeof submissionFileExtensions)[keyof typeof submissionFileExtensions][];
export type SubmissionFileType = (typeof submissionFileTypes)[number];

/** How long a link to a submission's file lives (the instructor's View Submissions, the student's own). */
export const SUBMISSION_FILE_LINK_SECONDS = 900;

/**
 * Adaptive video (issue 38). Transcoded lessons are served under VIDEO_PATH (`/hls/<courseId>/<moduleId>/…`, the
 * videos bucket's `hls/` prefix behind the CDN) to holders of a signed cookie scoped to the course (or, for the
 * preview, to its one module), valid this long.
 */
export const VIDEO_PATH = '/hls/';
export const VIDEO_ACCESS_SECONDS = 4 * 3600;
/** A WebVTT caption file: at most this many bytes, this many languages a lesson. */
export const MAX_CAPTION_BYTES = 512 * 1024;
export const MAX_CAPTION_TRACKS = 8;
