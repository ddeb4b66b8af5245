import type { RouteAuthz } from '../../route';
import type { dashboardsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each dashboards route (see `RouteAuthz`). */
export const dashboardsAuthz = {
  getStudentDashboard: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  getInstructorDashboard: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  getAdminDashboard: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof dashboardsRoutes, RouteAuthz>;
