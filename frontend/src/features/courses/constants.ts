import { MAX_VIDEO_BYTES as SHARED_MAX_VIDEO_BYTES } from '@academy/shared/limits';

/** The courses feature's own numbers (the spec's live in lib/constants.ts). */

/** Cards a page of the full catalogue shows; "Load more courses" adds as many again (the API allows 48). */
export const CATALOGUE_PAGE_SIZE = 24;
/** Courses change rarely: moving between the catalogue and course pages reuses what was read for this long. */
export const COURSE_STALE_MS = 5 * 60_000;
/** Catalogue cards whose thumbnails load at once (the first row on a wide screen); the rest load lazily. */
export const CATALOGUE_EAGER_THUMBNAILS = 3;
/** Placeholder cards while the catalogue loads. */
export const CATALOGUE_SKELETON_CARDS = 6;

// Course management's named numbers (spec part 2 §8, §9). Exact on-screen texts live in the components that show them.

/** After a course is created the add-course screen goes to /admin/courses after this delay. */
export const COURSE_CREATED_REDIRECT_MS = 2000;

/** The module draft's defaults (spec part 2 §9: order 1 and duration 0). */
export const MODULE_DRAFT_ORDER = 1;
export const MODULE_DRAFT_DURATION = 0;

/** The course form's default level (spec part 2 §9). */
export const DEFAULT_COURSE_LEVEL = 'beginner' as const;

/** The largest video an instructor may upload (the API refuses bigger ones too). */
export const MAX_VIDEO_BYTES = SHARED_MAX_VIDEO_BYTES;

/** Instructors are read for the picker this many at a time (the API's page limit). */
export const INSTRUCTOR_PAGE_SIZE = 100;
