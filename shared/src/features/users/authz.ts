import type { RouteAuthz } from '../../route';
import type { usersRoutes } from './routes';

/** What each caller of the authorization matrix gets from each users route (see `RouteAuthz`). */
export const usersAuthz = {
  // Each caller’s own profile.
  updateProfile: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  createUser: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 201,
    deactivated: 403,
  },
  listUsers: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // On the owner’s account, with `isActive: true` (what it already is).
  setUserStatus: {
    on: 'user',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof usersRoutes, RouteAuthz>;
