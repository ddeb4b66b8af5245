import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { getUnreadCounts } from './service';

/** AP63: the caller's unread counts, total and per type (one GetItem; the bell polls it). */
export const handler = httpHandler(routes.getUnreadCount, ({ caller }) => getUnreadCounts(caller.id));
