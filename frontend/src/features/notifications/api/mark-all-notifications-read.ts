import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { settleRead, showRead } from './optimistic';

export const markAllNotificationsRead = () => apiCall(endpoints.markAllNotificationsRead);

/** PUT /api/notifications/read-all: every count to 0 at once (spec part 1 §4); undone and logged on failure. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => showRead(queryClient, undefined),
    ...settleRead(queryClient, 'Marking all notifications read failed'),
  });
}
