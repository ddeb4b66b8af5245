import { admins, signedIn } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { usersRoutes } from './routes';

/** What each caller of the authorization matrix gets from each users route (see `RouteAuthz`). */
export const usersAuthz = {
  // Each caller’s own profile.
  updateProfile: signedIn(200),
  createUser: admins(201),
  listUsers: admins(200),
  // On the owner’s account, with `isActive: true` (what it already is).
  setUserStatus: admins(200, { on: 'user' }),
} as const satisfies Record<keyof typeof usersRoutes, RouteAuthz>;
