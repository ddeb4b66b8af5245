import { roles } from '../../roles';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  ListNotificationsQuery,
  ListNotificationsResponse,
  MarkAllNotificationsReadQuery,
  MarkAllNotificationsReadResponse,
  MarkNotificationReadResponse,
  NotificationIdParams,
  UnreadCountResponse,
} from './schemas';

/** The notifications feature's API routes (composed into the one table in shared/src/routes.ts). */
export const notificationsRoutes = {
  listNotifications: defineRoute({
    id: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    handler: 'notifications/list-notifications',
    access: roles,
    summary: 'The signed-in user’s notifications, newest first, in bounded pages (all, or only unread)',
    tags: ['notifications'],
    query: ListNotificationsQuery,
    grants: ['table:read'],
    response: ListNotificationsResponse,
  }),
  getUnreadCount: defineRoute({
    id: 'getUnreadCount',
    method: 'GET',
    path: '/api/notifications/unread-count',
    handler: 'notifications/get-unread-count',
    access: roles,
    summary: 'How many of the signed-in user’s notifications are unread, in all and per type',
    tags: ['notifications'],
    grants: ['table:read'],
    response: UnreadCountResponse,
  }),
  markAllNotificationsRead: defineRoute({
    id: 'markAllNotificationsRead',
    method: 'PUT',
    path: '/api/notifications/read-all',
    handler: 'notifications/mark-all-read',
    access: roles,
    summary: 'Mark every unread notification of the signed-in user read (or every one of a type)',
    tags: ['notifications'],
    query: MarkAllNotificationsReadQuery,
    grants: ['table:write'],
    response: MarkAllNotificationsReadResponse,
  }),
  markNotificationRead: defineRoute({
    id: 'markNotificationRead',
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    handler: 'notifications/mark-read',
    access: roles,
    summary: 'Mark one of the signed-in user’s notifications read (another user’s answers 404)',
    tags: ['notifications'],
    params: NotificationIdParams,
    grants: ['table:write'],
    response: MarkNotificationReadResponse,
  }),
} as const satisfies Record<string, RouteDef>;
