import { everyone, signedIn } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { notificationsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each notifications route (see `RouteAuthz`). */
export const notificationsAuthz = {
  listNotifications: signedIn(200),
  getUnreadCount: signedIn(200),
  markAllNotificationsRead: signedIn(200),
  // The owner’s notification: nobody else’s to mark, not even an admin’s (404).
  markNotificationRead: signedIn(404, { on: 'notification', owner: 200 }),
  getNotificationSettings: signedIn(200),
  updateNotificationSettings: signedIn(200),
  // The token is the capability: whoever holds the owner's link turns the owner's mail off (or on again).
  unsubscribeEmail: everyone(200),
  resubscribeEmail: everyone(200),
} as const satisfies Record<keyof typeof notificationsRoutes, RouteAuthz>;
