import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { studentDashboard } from './service';

/** The student dashboard in one call, keyed by the caller's own sub. */
export const handler = httpHandler(routes.getStudentDashboard, async ({ caller }) =>
  studentDashboard(caller.id),
);
