import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';

export const clearChatNotifications = () =>
  apiCall(endpoints.markAllNotificationsRead, { query: { type: 'chat' } });

/**
 * PUT /api/notifications/read-all?type=chat: the chat screens read the caller's chat notifications, on a visit
 * and when a message from the other side shows in the open thread. The bell takes the server's new counts at
 * once; its lists and every view showing notifications (the dashboard's badges) read again. A failure is only
 * logged.
 */
export function useClearChatNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatNotifications,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), unread);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]);
    },
    onError: (error) => console.error('Marking chat notifications read failed', error),
  });
}
