import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { adminDashboard } from './service';

/** The admin dashboard in one call: maintained counters, Recent Users and Popular Courses. */
export const handler = httpHandler(routes.getAdminDashboard, async () => adminDashboard());
