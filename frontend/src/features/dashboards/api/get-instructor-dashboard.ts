import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

export const getInstructorDashboard = (signal?: AbortSignal) =>
  apiCall(endpoints.getInstructorDashboard, { signal });

/** GET /api/dashboard/instructor: the stats of the instructor's courses and their latest students. */
export const instructorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.instructor(),
    queryFn: ({ signal }) => getInstructorDashboard(signal),
  });

export function useInstructorDashboard() {
  return useQuery(instructorDashboardQueryOptions());
}
