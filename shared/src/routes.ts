import { assignmentsRoutes } from './features/assignments/routes';
import { auditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { certificatesRoutes } from './features/certificates/routes';
import { chatsRoutes } from './features/chats/routes';
import { couponsRoutes } from './features/coupons/routes';
import { coursesRoutes } from './features/courses/routes';
import { dashboardsRoutes } from './features/dashboards/routes';
import { enrollmentsRoutes } from './features/enrollments/routes';
import { forumsRoutes } from './features/forums/routes';
import { liveSessionsRoutes } from './features/live-sessions/routes';
import { metaRoutes } from './features/meta/routes';
import { notificationsRoutes } from './features/notifications/routes';
import { paymentsRoutes } from './features/payments/routes';
import { privacyRoutes } from './features/privacy/routes';
import { studentsRoutes } from './features/students/routes';
import { supportRoutes } from './features/support/routes';
import { usersRoutes } from './features/users/routes';
import { videosRoutes } from './features/videos/routes';
import type { RouteDef } from './route';

/**
 * Every API route, declared once, composed from the features' own tables (`features/<name>/routes.ts`, next
 * to their schemas). CDK (one Lambda each), the local gateway, the frontend client, the OpenAPI document and
 * the authorization tests are all derived from this table. A route is declared only when its handler module
 * exists; docs/features.md says where a new feature's routes, handlers, schemas and screens go.
 */
export const routes = {
  ...metaRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...privacyRoutes,
  ...auditRoutes,
  ...coursesRoutes,
  ...videosRoutes,
  ...enrollmentsRoutes,
  ...paymentsRoutes,
  ...couponsRoutes,
  ...certificatesRoutes,
  ...notificationsRoutes,
  ...dashboardsRoutes,
  ...assignmentsRoutes,
  ...studentsRoutes,
  ...forumsRoutes,
  ...liveSessionsRoutes,
  ...chatsRoutes,
  ...supportRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const routeList: readonly RouteDef[] = Object.values(routes);
