/** Which notifications the notifications page lists (spec part 2: All or Unread). */
export type NotificationFilter = 'all' | 'unread';

/**
 * Every notifications query starts with this key, so one invalidation or cancel reaches them all. The
 * cache is cleared when the user signs out, so the keys need not name the user.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** The bell's dropdown: the latest few, one page. */
  latest: () => [...notificationKeys.lists(), 'latest'] as const,
  /** The notifications page: page after page of one filter. */
  pages: (filter?: NotificationFilter) =>
    filter
      ? ([...notificationKeys.lists(), 'pages', filter] as const)
      : ([...notificationKeys.lists(), 'pages'] as const),
};
