import { signedIn } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { notificationsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each notifications route (see `RouteAuthz`). */
export const notificationsAuthz = {
  listNotifications: signedIn(200),
  getUnreadCount: signedIn(200),
  markAllNotificationsRead: signedIn(200),
  // The owner’s notification: nobody else’s to mark, not even an admin’s (404).
  markNotificationRead: signedIn(404, { on: 'notification', owner: 200 }),
} as const satisfies Record<keyof typeof notificationsRoutes, RouteAuthz>;
