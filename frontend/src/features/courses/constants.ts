/** The courses feature's own numbers (the spec's live in lib/constants.ts). */

/** Page size when reading the whole catalogue (the API allows at most 100). */
export const COURSE_LIST_PAGE_SIZE = 100;
/** At most this many pages are read for the catalogue (10 x 100 courses). */
export const COURSE_LIST_MAX_PAGES = 10;
/** Courses change rarely: moving between the catalogue and course pages reuses what was read for this long. */
export const COURSE_STALE_MS = 5 * 60_000;
/** Catalogue cards whose thumbnails load at once (the first row on a wide screen); the rest load lazily. */
export const CATALOGUE_EAGER_THUMBNAILS = 3;
/** Placeholder cards while the catalogue loads. */
export const CATALOGUE_SKELETON_CARDS = 6;
