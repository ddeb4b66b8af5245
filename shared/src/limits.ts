/** Limits and fixed lists without schemas, so the web client can use them without loading zod. */

/** The user pool's password policy (infra/lib/auth.ts) starts at this length. */
export const PASSWORD_MIN_LENGTH = 8;

/** The largest video an instructor may upload. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const videoContentTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'] as const;
