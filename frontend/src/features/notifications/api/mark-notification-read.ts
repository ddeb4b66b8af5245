import { endpoints } from '@academy/shared/endpoints';
import type { Notification } from '@academy/shared/features/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { settleRead, showRead } from './optimistic';

export const markNotificationRead = (id: string) =>
  apiCall(endpoints.markNotificationRead, { params: { id } });

/**
 * PUT /api/notifications/{id}/read. The badge drops at once (only if the notification was unread); the
 * answer's counts replace the guess, and a failure is logged and undone.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Pick<Notification, 'id' | 'type' | 'read'>) =>
      markNotificationRead(notification.id),
    onMutate: (notification) =>
      showRead(queryClient, notification.id, notification.read ? undefined : notification.type),
    ...settleRead(queryClient, 'Marking the notification read failed'),
  });
}
