import { everyone, signedIn, staff } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { authRoutes } from './routes';

/** What each caller of the authorization matrix gets from each auth route (see `RouteAuthz`). */
export const authAuthz = {
  // Public: the body’s new account is the same for every caller.
  register: everyone(201),
  // Public: the owner’s email and password sign in whoever sends them.
  login: everyone(200),
  // Public: the owner’s refresh token, whoever sends it.
  refreshToken: everyone(200),
  // Public: a made-up sign-in handle is refused alike for everyone (no such sign-in is waiting).
  answerMfaChallenge: everyone(401),
  // Instructors and admins; the matrix's body carries a wrong password, refused with 400 (never 401: the caller's
  // token is fine).
  startMfaSetup: staff(400),
  // 410, not 401: an instructor setting it up from the profile stays signed in.
  verifyMfaSetup: everyone(410),
  getMe: signedIn(200),
} as const satisfies Record<keyof typeof authRoutes, RouteAuthz>;
