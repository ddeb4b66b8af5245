/**
 * The composition of the one route wrapper (lib/http.ts) with the users feature's account lookup: lib knows no
 * feature, so it is given the function that loads the caller's account. Every route handler imports
 * `httpHandler` from here. Outside lib and outside every feature (functions/test/boundaries.test.ts).
 */

import type { RouteDef } from '@academy/shared';
import { ForbiddenError } from './lib/errors';
import { type Caller as CallerOf, type HandlerInput as HandlerInputOf, makeHttpHandler } from './lib/http';
import {
  ADMIN_NEEDS_MFA,
  awaitsGuardian,
  GuardianPendingError,
  getUserRecord,
  needsMfaSetup,
  type UserRecord,
} from './users/service';

/**
 * The caller's account; an admin without two-step verification is refused on every route, whatever token they
 * hold (sign-in never hands them one, but a token from before, or a role changed to admin, must not pass). So is
 * a minor whose parent or guardian has not consented yet (issue 41): sign-in gives them no token, and one got
 * another way (Cognito's own sign-in) opens nothing.
 */
async function loadAccount(sub: string): Promise<UserRecord | undefined> {
  const user = await getUserRecord(sub);
  if (user?.isActive && needsMfaSetup(user)) throw new ForbiddenError(ADMIN_NEEDS_MFA);
  if (user?.isActive && awaitsGuardian(user)) throw new GuardianPendingError();
  return user;
}

export const httpHandler = makeHttpHandler({ loadAccount });

/** The signed-in, active user making the call, with their stored account. */
export type Caller = CallerOf<UserRecord>;

export type HandlerInput<R extends RouteDef> = HandlerInputOf<R, UserRecord>;
