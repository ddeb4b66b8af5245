import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { openSession } from './session';

export const handler = httpHandler(routes.login, async ({ body }) => openSession(body.email, body.password));
