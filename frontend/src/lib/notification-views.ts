import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * A query of any feature whose answer shows notifications or unread counts (the student dashboard's recent
 * list and badges) carries this `meta`; when the notifications feature marks something read it refreshes them,
 * without either feature knowing the other's query keys.
 */
export const SHOWS_NOTIFICATIONS = { showsNotifications: true } as const;

const showsNotifications = (query: Query) => query.meta?.showsNotifications === true;

/** Refreshes every query that shows notifications (after marking one or all read). */
export const refreshNotificationViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: showsNotifications });
