import { dashboardsRoutes as routes } from '@academy/shared/features/dashboards/routes';
import { httpHandler } from '../http';
import { studentDashboard, studentDashboardReads } from './service';

/**
 * The student dashboard in one call, keyed by the caller's own sub: its reads start beside the caller lookup; the
 * figures' first count (a write) waits for the caller to be allowed.
 */
export const handler = httpHandler(
  routes.getStudentDashboard,
  ({ sub, locale }) => studentDashboardReads(sub, locale),
  async ({ caller, firstReads, locale }) => studentDashboard(caller.id, firstReads, locale),
);
