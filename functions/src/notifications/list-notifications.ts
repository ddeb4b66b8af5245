import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { listNotifications } from './service';

/** AP60 / AP61: the caller's notifications, newest first, paged; `filter=unread` only the unread. */
export const handler = httpHandler(routes.listNotifications, ({ query, caller, locale }) =>
  listNotifications(caller.id, query, locale),
);
