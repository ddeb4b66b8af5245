import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';
import { toUser } from '../users/repository';

export const handler = httpHandler(routes.getMe, async ({ caller }) => ({ user: toUser(caller.user) }));
