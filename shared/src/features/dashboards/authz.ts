import { admins, staff, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { dashboardsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each dashboards route (see `RouteAuthz`). */
export const dashboardsAuthz = {
  getStudentDashboard: students(200),
  getInstructorDashboard: staff(200),
  getAdminDashboard: admins(200),
} as const satisfies Record<keyof typeof dashboardsRoutes, RouteAuthz>;
