import { endpoints } from '@academy/shared/endpoints';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { NOTIFICATION_REFRESH_MS } from '../../../lib/constants';
import { type NotificationFilter, notificationKeys } from '../../../lib/query-keys';
import { NOTIFICATION_DROPDOWN_LIMIT, NOTIFICATIONS_PAGE_SIZE } from '../constants';

export const listNotifications = (
  query: { filter: NotificationFilter; limit: number; cursor?: string },
  signal?: AbortSignal,
) => apiCall(endpoints.listNotifications, { query, signal });

/**
 * The bell's dropdown: the latest notifications, newest first. Fetched each time the dropdown opens (it may
 * show the last answer meanwhile) and every 30 s while it stays open in a visible tab.
 */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => listNotifications({ filter: 'all', limit: NOTIFICATION_DROPDOWN_LIMIT }, signal),
    staleTime: 0,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useLatestNotifications(enabled: boolean) {
  return useQuery({ ...latestNotificationsQueryOptions(), enabled });
}

/** /student/notifications: one filter's notifications, a page at a time ("Load more" follows nextCursor). */
export const notificationPagesQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(filter),
    queryFn: ({ pageParam, signal }) =>
      listNotifications({ filter, limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery(notificationPagesQueryOptions(filter));
}
