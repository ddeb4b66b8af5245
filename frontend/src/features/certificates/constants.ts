/** The certificates feature's numbers. */

/**
 * A certificate's PDF link is signed for 5 minutes; one older than this is renewed before it is opened
 * (the list is also refetched when the page regains focus).
 */
export const CERTIFICATE_LINK_FRESH_MS = 4 * 60_000;
