import type { RouteAuthz } from '../../route';
import type { metaRoutes } from './routes';

/** What each caller of the authorization matrix gets from each meta route (see `RouteAuthz`). */
export const metaAuthz = {
  getHealth: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  getOpenApi: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  getClientConfig: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
} as const satisfies Record<keyof typeof metaRoutes, RouteAuthz>;
