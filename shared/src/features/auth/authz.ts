import type { RouteAuthz } from '../../route';
import type { authRoutes } from './routes';

/** What each caller of the authorization matrix gets from each auth route (see `RouteAuthz`). */
export const authAuthz = {
  // Public: the body’s new account is the same for every caller.
  register: {
    anonymous: 201,
    owner: 201,
    otherStudent: 201,
    instructor: 201,
    otherInstructor: 201,
    admin: 201,
    deactivated: 201,
  },
  // Public: the owner’s email and password sign in whoever sends them.
  login: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  // Public: the owner’s refresh token, whoever sends it.
  refreshToken: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  getMe: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof authRoutes, RouteAuthz>;
