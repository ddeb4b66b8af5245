import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { ForbiddenError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { getUserRecord } from '../users/repository';
import { claimsOf, refresh } from './identity';
import { DEACTIVATED } from './session';

export const handler = httpHandler(routes.refreshToken, async ({ body }) => {
  const tokens = await refresh(body.refreshToken);
  const user = await getUserRecord(claimsOf(tokens.idToken).sub);
  if (!user?.isActive) throw new ForbiddenError(DEACTIVATED);
  return { token: tokens.idToken, expiresIn: tokens.expiresIn };
});
