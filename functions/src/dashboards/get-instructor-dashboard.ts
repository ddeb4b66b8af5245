import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { instructorDashboard } from './service';

/** The instructor dashboard in one call, keyed by the caller's own sub: reads only, started beside the caller lookup. */
export const handler = httpHandler(
  routes.getInstructorDashboard,
  ({ sub }) => instructorDashboard(sub),
  async ({ firstReads }) => firstReads,
);
