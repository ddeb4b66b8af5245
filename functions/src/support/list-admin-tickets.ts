import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { httpHandler } from '../http';
import { listAdminPage } from './admin-list';

/** GET /api/support-tickets/admin: the same answer as GET /api/admin/support (see listAdminPage). */
export const handler = httpHandler(routes.listAdminTickets, ({ query }) => listAdminPage(query));
