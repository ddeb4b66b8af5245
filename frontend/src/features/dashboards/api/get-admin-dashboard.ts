import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

export const getAdminDashboard = (signal?: AbortSignal) => apiCall(endpoints.getAdminDashboard, { signal });

/** GET /api/dashboard/admin: the counters and revenue, Recent Users and Popular Courses. */
export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.admin(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
