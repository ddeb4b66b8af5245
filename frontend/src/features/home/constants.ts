/** The home page's own numbers (the spec's live in lib/constants.ts). */

/** Course cards the home page's simple catalogue shows before linking to the full one. */
export const HOME_COURSE_CARD_LIMIT = 6;
/** The sections below the course list load when the visitor scrolls within this distance of them. */
export const LOWER_SECTIONS_ROOT_MARGIN = '800px 0px';
/** The statistics start counting once this share of the block is on screen. */
export const STATS_START_VISIBLE_RATIO = 0.35;
