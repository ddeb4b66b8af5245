import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { NOTIFICATION_REFRESH_MS } from '../../../lib/constants';
import { notificationKeys } from '../../../lib/query-keys';

export const getUnreadCount = (signal?: AbortSignal) => apiCall(endpoints.getUnreadCount, { signal });

/**
 * GET /api/notifications/unread-count: the bell's badge, refreshed every 30 s (spec part 1 §4, §9). The
 * interval does not run while the tab is hidden, and the count is fetched at once when the tab shows again
 * ('always': even if the last answer is younger than 30 s).
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: NOTIFICATION_REFRESH_MS,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
