/**
 * What other features may use of the dashboards feature: the admin's and the instructor's figures (the course
 * management screens show the dashboard's course count, not a sum over the pages they loaded). Everything
 * else in the folder is internal to it; the dashboards' query keys, which other features invalidate after
 * their changes, are in lib/query-keys.ts.
 */
export { adminDashboardQueryOptions, useAdminDashboard } from './api/get-admin-dashboard';
export { instructorDashboardQueryOptions } from './api/get-instructor-dashboard';
