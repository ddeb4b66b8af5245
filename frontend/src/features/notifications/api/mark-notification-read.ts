import { endpoints } from '@academy/shared/endpoints';
import type { Notification } from '@academy/shared/features/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';
import { restore, showRead } from './optimistic';

export const markNotificationRead = (id: string) =>
  apiCall(endpoints.markNotificationRead, { params: { id } });

/**
 * PUT /api/notifications/{id}/read. The badge drops at once (only if the notification was unread), the
 * answer's counts replace the guess, and a failure is logged and undone (spec part 1 §8 shows nothing).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Pick<Notification, 'id' | 'type' | 'read'>) =>
      markNotificationRead(notification.id),
    onMutate: (notification) =>
      showRead(queryClient, notification.id, notification.read ? undefined : notification.type),
    onError: (error, _notification, snapshot) => {
      console.error('Marking the notification read failed', error);
      restore(queryClient, snapshot);
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationKeys.unreadCount(), unread),
    // The Unread filter drops what is now read; the server's lists are the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]),
  });
}
