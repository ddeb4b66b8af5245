import type { RouteAuthz } from '../../route';
import type { notificationsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each notifications route (see `RouteAuthz`). */
export const notificationsAuthz = {
  listNotifications: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  getUnreadCount: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  markAllNotificationsRead: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  // The owner’s notification: nobody else’s to mark, not even an admin’s (404).
  markNotificationRead: {
    on: 'notification',
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 404,
    otherInstructor: 404,
    admin: 404,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof notificationsRoutes, RouteAuthz>;
