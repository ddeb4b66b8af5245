import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { verifyMfaSetup } from './session';

export const handler = httpHandler(routes.verifyMfaSetup, async ({ body }) =>
  verifyMfaSetup(body.session, body.code),
);
