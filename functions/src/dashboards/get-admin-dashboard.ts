import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { adminDashboard } from './service';

/** The admin dashboard in one call: reads only, started beside the caller lookup. */
export const handler = httpHandler(
  routes.getAdminDashboard,
  () => adminDashboard(),
  async ({ firstReads }) => firstReads,
);
