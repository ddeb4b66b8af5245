import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { ForbiddenError } from '../lib/errors';
import {
  ADMIN_NEEDS_MFA,
  awaitsGuardian,
  GuardianPendingError,
  getUserRecord,
  needsMfaSetup,
} from '../users/service';
import { claimsOf, refresh } from './identity';
import { DEACTIVATED } from './session';

export const handler = httpHandler(routes.refreshToken, async ({ body }) => {
  const tokens = await refresh(body.refreshToken);
  const user = await getUserRecord(claimsOf(tokens.idToken).sub);
  if (!user?.isActive) throw new ForbiddenError(DEACTIVATED);
  if (needsMfaSetup(user)) throw new ForbiddenError(ADMIN_NEEDS_MFA);
  if (awaitsGuardian(user)) throw new GuardianPendingError();
  return { token: tokens.idToken, expiresIn: tokens.expiresIn };
});
