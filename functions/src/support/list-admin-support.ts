import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { httpHandler } from '../http';
import { listAdminPage } from './admin-list';

/** GET /api/admin/support: every ticket, newest first, by status filter and search (see listAdminPage). */
export const handler = httpHandler(routes.listAdminSupport, ({ query }) => listAdminPage(query));
