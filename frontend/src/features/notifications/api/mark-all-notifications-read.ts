import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';
import { restore, showRead } from './optimistic';

export const markAllNotificationsRead = () => apiCall(endpoints.markAllNotificationsRead);

/** PUT /api/notifications/read-all: every count to 0 at once (spec part 1 §4); undone and logged on failure. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => showRead(queryClient, undefined),
    onError: (error, _variables, snapshot) => {
      console.error('Marking all notifications read failed', error);
      restore(queryClient, snapshot);
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationKeys.unreadCount(), unread),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]),
  });
}
