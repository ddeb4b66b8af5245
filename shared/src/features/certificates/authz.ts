import type { RouteAuthz } from '../../route';
import type { certificatesRoutes } from './routes';

/** What each caller of the authorization matrix gets from each certificates route (see `RouteAuthz`). */
export const certificatesAuthz = {
  // The owner completed the course: their certificate again; a student not enrolled gets 404.
  generateCertificate: {
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  listMyCertificates: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Public: the code is the capability.
  verifyCertificate: {
    on: 'certificate',
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
} as const satisfies Record<keyof typeof certificatesRoutes, RouteAuthz>;
