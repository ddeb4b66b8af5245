/**
 * The learning page's numbers: the spec's video player constants (part 2 §9), the watch-time display
 * (part 1 §9) and the page's own timing choices for saving progress.
 */

// Video player (spec part 2 §9)
/** The player reports its time this often; watch time accumulates per tick. */
export const PROGRESS_INTERVAL_MS = 1000;
/** How often the player is asked for its duration until it knows it (a pending seek waits for it). */
export const DURATION_RECHECK_MS = 100;
/** A seek asked for before the video can take it (the resume point) is kept this long, then dropped. */
export const PENDING_SEEK_MS = 5000;
/** The player's default size; it keeps this aspect ratio and shrinks to fit. */
export const PLAYER_DEFAULT_WIDTH = 640;
export const PLAYER_DEFAULT_HEIGHT = 360;

// Watch time (spec part 1 §9: seconds / 3600, rounded to hours)
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_MINUTE = 60;

// Saving progress (the app's choices)
/**
 * While a video plays, its watch time and position are saved this often (besides pause, end, seek, leaving
 * the module, hiding and closing the page): at most this much watching is at stake, and each save costs the
 * server a write (issue 35: ≤ 4 write units a minute watched).
 */
export const PROGRESS_SAVE_INTERVAL_MS = 30_000;
/** Unsaved progress (offline, server error) is retried this often while the page is open. */
export const PROGRESS_RETRY_INTERVAL_MS = 15_000;
/**
 * A tick whose media time moved further than this (seconds) was a seek, not watching: it adds no watch
 * time. Two ticks' worth at the fastest common playback rate (2x) plus slack.
 */
export const MAX_WATCHED_STEP_SECONDS = 4.5;
/** A resume point this close to the start is not worth a seek. */
export const RESUME_MIN_SECONDS = 2;
/** A resume point this close to the end starts the video over instead. */
export const RESUME_END_MARGIN_SECONDS = 3;
/** An external player (YouTube, Vimeo…) that has not loaded after this long gets a notice and a direct link. */
export const PLAYER_LOAD_TIMEOUT_MS = 15_000;
