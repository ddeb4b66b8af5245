import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { NOTIFICATION_REFRESH_MS } from '../../../lib/constants';
import { SHOWS_NOTIFICATIONS } from '../../../lib/notification-views';
import { dashboardKeys } from '../../../lib/query-keys';

export const getStudentDashboard = (signal?: AbortSignal) =>
  apiCall(endpoints.getStudentDashboard, { signal });

/**
 * GET /api/dashboard/student: analytics, Continue Learning, the latest notifications and the unread badges in
 * one call. Notifications refresh every 30 s (spec part 1 §9) while the tab is visible (TanStack Query pauses
 * the interval in a hidden tab), and once more when the tab comes back.
 */
export const studentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.student(),
    queryFn: ({ signal }) => getStudentDashboard(signal),
    staleTime: NOTIFICATION_REFRESH_MS,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchOnWindowFocus: true,
    // Marking notifications read in the bell or on the notifications page refreshes the badges here.
    meta: SHOWS_NOTIFICATIONS,
  });

export function useStudentDashboard() {
  return useQuery(studentDashboardQueryOptions());
}
