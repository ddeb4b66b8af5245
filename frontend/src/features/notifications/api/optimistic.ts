import type { Notification, UnreadCounts } from '@academy/shared/features/notifications/schemas';
import type { QueryClient } from '@tanstack/react-query';
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
