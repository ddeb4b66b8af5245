import type { Notification, UnreadCounts } from '@academy/shared/features/notifications/schemas';

/** One page of the list as the API answers it (GET /api/notifications). */
export interface NotificationPage {
  notifications: Notification[];
  nextCursor: string | null;
}

/** What the caches hold: the dropdown's single page, or the notifications page's pages. */
export interface NotificationPages {
  pages: NotificationPage[];
  pageParams: unknown[];
}

const markIn = (page: NotificationPage, read: (n: Notification) => boolean): NotificationPage => ({
  ...page,
  notifications: page.notifications.map((n) => (!n.read && read(n) ? { ...n, read: true } : n)),
});

/** The page with one notification (`id`) or every one (`id` undefined) shown as read. */
export const markPageRead = (page: NotificationPage | undefined, id?: string) =>
  page && markIn(page, (n) => id === undefined || n.id === id);

/** The same over every loaded page of the notifications page. */
export const markPagesRead = (data: NotificationPages | undefined, id?: string) =>
  data && { ...data, pages: data.pages.map((page) => markIn(page, (n) => id === undefined || n.id === id)) };

/** The counts once one unread notification of `type` is read; never below zero. */
export function countsAfterReading(counts: UnreadCounts | undefined, type: Notification['type']) {
  if (!counts) return counts;
  return {
    total: Math.max(0, counts.total - 1),
    byType: { ...counts.byType, [type]: Math.max(0, (counts.byType[type] ?? 0) - 1) },
  } satisfies UnreadCounts;
}

/** The counts once everything is read (spec part 1 §4: mark-all sets the unread count to 0). */
export function countsAfterReadingAll(counts: UnreadCounts | undefined): UnreadCounts | undefined {
  if (!counts) return counts;
  return {
    total: 0,
    byType: Object.fromEntries(Object.keys(counts.byType).map((type) => [type, 0])) as UnreadCounts['byType'],
  };
}
