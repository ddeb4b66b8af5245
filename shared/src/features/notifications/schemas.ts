import * as z from 'zod';
import { text } from '../../messages';
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
  /** The person's own account: a data export ready, a deletion scheduled or cancelled (issue 41). */
  'account',
] as const;
export const NotificationType = z.enum(notificationTypes, {
  error: text(/*i18n*/ 'Type must be one of: {choices}', { choices: notificationTypes.join(', ') }),
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
  filter: z.enum(['all', 'unread'], { error: /*i18n*/ 'Filter must be all or unread' }).default('all'),
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

/**
 * E-mail (issue 37): what the notifications feature mails, when, and how a person chooses. Bounds the spec leaves
 * open are ours; docs/email.md explains each.
 */
export const EMAIL_LIMITS = {
  /** A mentor chat message still unread this many minutes after it came is mailed (one mail per quiet period). */
  chatQuietMinutes: 10,
  /** The daily digest goes at this hour, India time (08:00 IST). */
  digestHourIst: 8,
  /** The digest lists the unread in-app notifications of this many hours before it goes. */
  digestWindowHours: 24,
  /** …and at most this many of them (the rest are counted: "and 12 more"). */
  digestMaxItems: 20,
  /** An unsubscribe link works this many days after its mail went. */
  unsubscribeTokenDays: 60,
  /** Live-session reminders go this many minutes before the start: a day before, and an hour before. */
  reminderLeadMinutes: [24 * 60, 60],
} as const;

/** One notification type's channels: the bell (in-app) and e-mail. */
export const ChannelPreference = z.strictObject({ inApp: z.boolean(), email: z.boolean() });
export type ChannelPreference = z.infer<typeof ChannelPreference>;

export const NotificationPreferences = z.strictObject({
  /** Every type's channels (an object of named properties, so OpenAPI tools see each one). */
  types: z.strictObject(
    Object.fromEntries(notificationTypes.map((type) => [type, ChannelPreference])) as Record<
      NotificationType,
      typeof ChannelPreference
    >,
  ),
  /**
   * "Email me a daily digest instead": the types whose e-mail is on are gathered into one mail at 08:00 IST
   * instead of a mail each; reminders and receipts (`IMMEDIATE_EMAIL_TYPES`) still go at once.
   */
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** Types whose mails are time-critical or transactional: they go at once even to someone on the digest. */
export const IMMEDIATE_EMAIL_TYPES: readonly NotificationType[] = ['live-session', 'enrollment', 'account'];

/**
 * Everyone's preferences until they change them: every type in the bell; e-mail for what a person would miss
 * (reminders and session changes, receipts, assignments, ticket replies, unread mentor chats), not for forum and
 * discussion activity, which is frequent and can wait for the site.
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  types: {
    chat: { inApp: true, email: true },
    support: { inApp: true, email: true },
    forum: { inApp: true, email: false },
    assignment: { inApp: true, email: true },
    enrollment: { inApp: true, email: true },
    discussion: { inApp: true, email: false },
    'live-session': { inApp: true, email: true },
    account: { inApp: true, email: true },
  },
  digest: false,
};

/** Whether mail reaches the person's address: `bounced` (a hard bounce) and `complained` stop every mail to it. */
export const emailDeliveryStatuses = ['ok', 'bounced', 'complained'] as const;
export const EmailDelivery = z.object({
  address: z.string(),
  status: z.enum(emailDeliveryStatuses),
  /** When the address was suppressed (absent while it is ok). */
  since: z.string().optional(),
});
export type EmailDelivery = z.infer<typeof EmailDelivery>;

export const NotificationSettingsResponse = z.object({
  preferences: NotificationPreferences,
  email: EmailDelivery,
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponse>;

/** The whole set of preferences (the form sends every type; the answer is the settings as stored). */
export const UpdateNotificationSettingsBody = NotificationPreferences;

/** An unsubscribe link's token (signed, expiring; it names the person and the type). */
export const EmailTokenQuery = z.object({
  token: z
    .string({ error: /*i18n*/ 'Token is required' })
    .min(1, /*i18n*/ 'Token is required')
    .max(1000, /*i18n*/ 'Token is too long')
    .regex(/^[A-Za-z0-9_.-]+$/, /*i18n*/ 'Token is not valid'),
});

export const EmailSubscriptionResponse = z.object({
  type: NotificationType,
  /** Whether e-mail of this type is on now. */
  email: z.boolean(),
});
export type EmailSubscriptionResponse = z.infer<typeof EmailSubscriptionResponse>;
