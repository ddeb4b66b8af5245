/**
 * The course page's and course thumbnails' limits, without schemas, so the web client's course forms can use them
 * without loading zod. A module of their own, not `limits.ts`: that one is on the first load of every page (the
 * password rule), and these are for the course management screens only.
 */
/** The largest course thumbnail the API takes (the web app sends a resized WebP of a few dozen KB). */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
export const thumbnailContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ThumbnailContentType = (typeof thumbnailContentTypes)[number];

/**
 * The size the web app makes of a thumbnail before it uploads it (16:9, cropped to the middle): about twice the
 * widest course card at the common widths, see docs/performance.md "Course thumbnails".
 */
export const THUMBNAIL_WIDTH = 800;
export const THUMBNAIL_HEIGHT = 450;

/**
 * How many rows each authored section of a course page may hold (spec part 2 §3's course lists). With the
 * texts' own limits they keep a course's page item far below DynamoDB's 400 KB (docs/data-model.md §5).
 */
export const COURSE_PAGE_ROWS = {
  highlights: 12,
  tools: 30,
  testimonials: 12,
  learningJourney: 10,
  faqs: 20,
  companies: 30,
  achievements: 10,
} as const;
