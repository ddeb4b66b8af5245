import type { Screen } from '../../lib/screens';

/** The dashboards feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const dashboardsScreens: readonly Screen[] = [
  { path: '/student/dashboard', module: 'dashboards/routes/student-dashboard' },
  { path: '/instructor/dashboard', module: 'dashboards/routes/instructor-dashboard' },
  { path: '/admin/dashboard', module: 'dashboards/routes/admin-dashboard' },
];
