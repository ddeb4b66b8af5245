import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../../lib/api-client';
import { refreshNotificationViews } from '../../../lib/notification-views';
import { notificationKeys } from '../../../lib/query-keys';

export const clearSupportNotifications = () =>
  apiCall(endpoints.markAllNotificationsRead, { query: { type: 'support' } });

/**
 * PUT /api/notifications/read-all?type=support: visiting a support screen reads the caller's support
 * notifications (new tickets, replies, status changes). The bell takes the server's new counts at once; its
 * lists and every view showing notifications (the dashboard's badges) read again. A failure is only logged.
 */
export function useClearSupportNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSupportNotifications,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), unread);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]);
    },
    onError: (error) => console.error('Marking support notifications read failed', error),
  });
}

/** Marks the support notifications read once per visit (a development double render sends it once). */
export function useClearSupportNotificationsOnVisit() {
  const { mutate } = useClearSupportNotifications();
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    mutate();
  }, [mutate]);
}
