/** The notifications feature's numbers (the refresh interval and badge cap are the spec's, in lib/constants). */

/** How many of the latest notifications the bell's dropdown lists. */
export const NOTIFICATION_DROPDOWN_LIMIT = 8;

/** Notifications per page on /student/notifications ("Load more" fetches the next page). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
