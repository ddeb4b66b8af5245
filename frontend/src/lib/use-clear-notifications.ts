import { endpoints } from '@academy/shared/endpoints';
import type { NotificationType } from '@academy/shared/features/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from './api-client';
import { refreshNotificationViews } from './notification-views';
import { notificationKeys } from './query-keys';

/**
 * PUT /api/notifications/read-all?type=…: a screen reads the caller's notifications of one type (the chat
 * screens 'chat', the live sessions page 'live-session', the support screens 'support'). The bell takes the
 * server's new counts at once; its lists and every view showing notifications (the dashboard's badges) read
 * again. A failure is only logged.
 */
export function useClearNotifications(type: NotificationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endpoints.markAllNotificationsRead, { query: { type } }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), unread);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        refreshNotificationViews(queryClient),
      ]);
    },
    onError: (error) => console.error(`Marking ${type} notifications read failed`, error),
  });
}

/** Reads the notifications of one type once per visit (a development double render sends it once). */
export function useClearNotificationsOnVisit(type: NotificationType) {
  const { mutate } = useClearNotifications(type);
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    mutate();
  }, [mutate]);
}
