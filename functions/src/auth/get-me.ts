import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { toUser } from '../users/service';

export const handler = httpHandler(routes.getMe, async ({ caller }) => ({ user: toUser(caller.user) }));
