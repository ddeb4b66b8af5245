import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../lib/http';
import { toUser } from '../users/repository';

export const handler = httpHandler(routes.getMe, async ({ caller }) => ({ user: toUser(caller.user) }));
