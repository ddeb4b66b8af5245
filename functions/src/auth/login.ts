import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { signInWithPassword } from './session';

export const handler = httpHandler(routes.login, async ({ body }) =>
  signInWithPassword(body.email, body.password),
);
