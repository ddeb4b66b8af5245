import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { instructorDashboard } from './service';

/** The instructor dashboard in one call: the caller's own courses and students (an admin sees their own). */
export const handler = httpHandler(routes.getInstructorDashboard, async ({ caller }) =>
  instructorDashboard(caller.id),
);
