import { assignmentsAuthz } from './features/assignments/authz';
import { auditAuthz } from './features/audit/authz';
import { authAuthz } from './features/auth/authz';
import { certificatesAuthz } from './features/certificates/authz';
import { chatsAuthz } from './features/chats/authz';
import { couponsAuthz } from './features/coupons/authz';
import { coursesAuthz } from './features/courses/authz';
import { dashboardsAuthz } from './features/dashboards/authz';
import { enrollmentsAuthz } from './features/enrollments/authz';
import { forumsAuthz } from './features/forums/authz';
import { liveSessionsAuthz } from './features/live-sessions/authz';
import { metaAuthz } from './features/meta/authz';
import { notificationsAuthz } from './features/notifications/authz';
import { paymentsAuthz } from './features/payments/authz';
import { privacyAuthz } from './features/privacy/authz';
import { studentsAuthz } from './features/students/authz';
import { supportAuthz } from './features/support/authz';
import { usersAuthz } from './features/users/authz';
import { videosAuthz } from './features/videos/authz';
import type { RouteAuthz } from './route';
import type { RouteId } from './routes';

/**
 * Every route's expected status for each caller of the authorization matrix
 * (test/integration/authorization.test.ts), composed from the features' `authz.ts` files beside their
 * `routes.ts`. A route without its expectations fails the typecheck here and the matrix.
 */
export const routeAuthz = {
  ...metaAuthz,
  ...authAuthz,
  ...usersAuthz,
  ...privacyAuthz,
  ...auditAuthz,
  ...coursesAuthz,
  ...videosAuthz,
  ...enrollmentsAuthz,
  ...paymentsAuthz,
  ...couponsAuthz,
  ...certificatesAuthz,
  ...notificationsAuthz,
  ...dashboardsAuthz,
  ...assignmentsAuthz,
  ...studentsAuthz,
  ...forumsAuthz,
  ...liveSessionsAuthz,
  ...chatsAuthz,
  ...supportAuthz,
} as const satisfies Record<RouteId, RouteAuthz>;
