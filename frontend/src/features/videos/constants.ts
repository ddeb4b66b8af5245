/** The videos feature's numbers (issue 38). */

/** While a lesson of the course is being processed, its state is asked for again this often. */
export const VIDEO_STATUS_POLL_MS = 3000;
