import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { markRead } from './service';

/** W19: one of the caller's notifications read (another user's id is not found: 404). */
export const handler = httpHandler(routes.markNotificationRead, ({ params, caller, locale }) =>
  markRead(caller.id, params.id, locale),
);
