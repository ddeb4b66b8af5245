import { admins } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { auditRoutes } from './routes';

/** What each caller of the authorization matrix gets from each audit route (see `RouteAuthz`). */
export const auditAuthz = {
  listAuditEntries: admins(200),
} as const satisfies Record<keyof typeof auditRoutes, RouteAuthz>;
