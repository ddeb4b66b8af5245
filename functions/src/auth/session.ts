import type { Session } from '@academy/shared';
import { ForbiddenError } from '../lib/errors';
import { getUserRecord, toUser } from '../users/service';
import { claimsOf, signIn } from './identity';

export const DEACTIVATED = 'Your account has been deactivated. Please contact support.';

/** Signs in with Cognito, then lets in only a user whose profile exists and is active. */
export async function openSession(email: string, password: string): Promise<Session> {
  const tokens = await signIn(email, password);
  const user = await getUserRecord(claimsOf(tokens.idToken).sub);
  if (!user) throw new ForbiddenError('Your account no longer exists');
  if (!user.isActive) throw new ForbiddenError(DEACTIVATED);
  return {
    user: toUser(user),
    token: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
  };
}
