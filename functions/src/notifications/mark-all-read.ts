import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { markAllRead } from './service';

/** W20: the caller's unread notifications read, every type or the one in `?type=`. */
export const handler = httpHandler(routes.markAllNotificationsRead, ({ query, caller }) =>
  markAllRead(caller.id, query.type),
);
