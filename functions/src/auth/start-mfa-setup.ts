import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { startMfaSetup } from './session';

export const handler = httpHandler(routes.startMfaSetup, async ({ caller, body }) =>
  startMfaSetup(caller.user, body.password),
);
