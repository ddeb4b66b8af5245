import { everyone, ownerOnly, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { certificatesRoutes } from './routes';

/** What each caller of the authorization matrix gets from each certificates route (see `RouteAuthz`). */
export const certificatesAuthz = {
  // The owner completed the course: their certificate again; a student not enrolled gets 404.
  generateCertificate: ownerOnly(200, { otherStudent: 404 }),
  listMyCertificates: students(200),
  // Public: the code is the capability.
  verifyCertificate: everyone(200, { on: 'certificate' }),
} as const satisfies Record<keyof typeof certificatesRoutes, RouteAuthz>;
