import type { Notification, UnreadCounts } from '@academy/shared/features/notifications/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';
import {
  countsAfterReading,
  countsAfterReadingAll,
  markPageRead,
  markPagesRead,
  type NotificationPage,
  type NotificationPages,
} from '../lib/cache';

export type Snapshot = [readonly unknown[], unknown][];

/**
 * Shows the change at once in the badge and every list (spec part 1 §4), keeping what was there so a
 * failure can put it back. `id` undefined: every notification.
 */
export async function showRead(
  queryClient: QueryClient,
  id: string | undefined,
  type?: Notification['type'],
) {
  // An answer already on its way would overwrite the change with the state before it.
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: notificationKeys.all });
  queryClient.setQueryData<UnreadCounts>(notificationKeys.unreadCount(), (counts) =>
    id === undefined ? countsAfterReadingAll(counts) : type ? countsAfterReading(counts, type) : counts,
  );
  queryClient.setQueryData<NotificationPage>(notificationKeys.latest(), (page) => markPageRead(page, id));
  queryClient.setQueriesData<NotificationPages>({ queryKey: notificationKeys.pages() }, (data) =>
    markPagesRead(data, id),
  );
  return snapshot;
}

export function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/**
 * How a marking call ends, for one or all: a failure is logged and undone (spec part 1 §8 shows nothing), the
 * answer's counts replace the guess, and the lists are read again (the Unread filter drops what is now read;
 * the server's lists are the truth).
 */
export const settleRead = (queryClient: QueryClient, failure: string) => ({
  onError: (error: Error, _variables: unknown, snapshot: Snapshot | undefined) => {
    console.error(failure, error);
    restore(queryClient, snapshot);
  },
  onSuccess: ({ unread }: { unread: UnreadCounts }) =>
    queryClient.setQueryData(notificationKeys.unreadCount(), unread),
  onSettled: () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
      refreshNotificationViews(queryClient),
    ]),
});
