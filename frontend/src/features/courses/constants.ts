/** The courses feature's own numbers (the spec's live in lib/constants.ts). */

/** Cards a page of the full catalogue shows; "Load more courses" adds as many again (the API allows 48). */
export const CATALOGUE_PAGE_SIZE = 24;
/** Courses change rarely: moving between the catalogue and course pages reuses what was read for this long. */
export const COURSE_STALE_MS = 5 * 60_000;
/** Catalogue cards whose thumbnails load at once (the first row on a wide screen); the rest load lazily. */
export const CATALOGUE_EAGER_THUMBNAILS = 3;
/** Placeholder cards while the catalogue loads. */
export const CATALOGUE_SKELETON_CARDS = 6;
