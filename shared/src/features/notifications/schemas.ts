import * as z from 'zod';
import { Cursor, Id, ids, PageLimit } from '../../schemas/common';

/** What a notification is about (spec part 1 §3); each type has its own unread badge. */
export const notificationTypes = [
  'chat',
  'support',
  'forum',
  'assignment',
  'enrollment',
  'discussion',
  'live-session',
] as const;
export const NotificationType = z.enum(notificationTypes, {
  error: `Type must be one of: ${notificationTypes.join(', ')}`,
});
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  ...ids,
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The course, session, post, ticket … it is about, where there is one (the bell may link there). */
  sourceId: z.string().optional(),
});
export type Notification = z.infer<typeof Notification>;

/** Unread notifications, in all and per type: one call feeds the bell and every dashboard badge. */
export const UnreadCounts = z.object({
  total: z.number().int().min(0),
  /** Every type, 0 when none (an object of named properties, so OpenAPI tools see each one). */
  byType: z.object(
    Object.fromEntries(notificationTypes.map((type) => [type, z.number().int().min(0)])) as Record<
      NotificationType,
      z.ZodNumber
    >,
  ),
});
export type UnreadCounts = z.infer<typeof UnreadCounts>;

export const ListNotificationsQuery = z.object({
  /** `unread`: only those not yet read (the notifications page's Unread filter). */
  filter: z.enum(['all', 'unread'], { error: 'Filter must be all or unread' }).default('all'),
  limit: PageLimit(50, 20),
  cursor: Cursor,
});
export const ListNotificationsResponse = z.object({
  /** Newest first. */
  notifications: z.array(Notification),
  nextCursor: z.string().nullable(),
});

export const NotificationIdParams = z.object({ id: Id });

export const MarkNotificationReadResponse = z.object({ notification: Notification, unread: UnreadCounts });

export const MarkAllNotificationsReadQuery = z.object({
  /** Only this type (the live sessions page clears its own badge); every type when absent. */
  type: NotificationType.optional(),
});
export const MarkAllNotificationsReadResponse = z.object({
  /** How many were unread and are now read. */
  marked: z.number().int().min(0),
  unread: UnreadCounts,
});

export const UnreadCountResponse = UnreadCounts;
