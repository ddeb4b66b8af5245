import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';

export const clearSessionNotifications = () =>
  apiCall(endpoints.markAllNotificationsRead, { query: { type: 'live-session' } });

/**
 * PUT /api/notifications/read-all?type=live-session: visiting the live sessions page reads the student's
 * live-session notifications (spec part 2). The bell takes the server's new counts at once; its lists and
 * every view showing notifications (the dashboard's badges) read again. A failure is only logged.
 */
export function useClearSessionNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSessionNotifications,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), unread);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]);
    },
    onError: (error) => console.error('Marking live-session notifications read failed', error),
  });
}
