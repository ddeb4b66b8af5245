import { indexOn as on, prefix } from '../lib/keys';

/**
 * The notifications feature's items: a user's notifications and unread counters, and the unread lists' index
 * keys: their keys, beside the access patterns that use them (docs/data-model.md, "APn"). Only this feature
 * builds them; another feature that reads or writes one of these items in its own request asks this feature's
 * service for the piece (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose test
 * proves them unique.
 */
export const keys = {
  /** A notification of a user (AP60, AP64, AP66). */
  notification: (userId: string, notificationId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.notification}${notificationId}`,
  }),
  /** A user's unread counters, total and per type (AP63). */
  notificationCounter: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'NOTIFICATION_COUNTS' }),
  /** A user's notification settings (AP92; absent = the defaults). */
  settings: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'NOTIFICATION_SETTINGS' }),
  /** A mail to a user, by its idempotency id (W32): written before it is sent, so no mail goes twice. */
  emailSent: (userId: string, mailId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.emailSent}${mailId}`,
  }),
  /** A mentor chat's pending mail to one of its people (W33): one per quiet period. */
  chatEmail: (userId: string, chatId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.chatEmail}${chatId}`,
  }),
  /** An address SES must not send to (AP94; W34): a hard bounce or a complaint. Lower-case address. */
  suppression: (address: string) => ({
    PK: `${prefix.emailAddress}${address.toLowerCase()}`,
    SK: 'SUPPRESSED',
  }),
  /** One India date's digest run: its cursor, and whether it is done (W35). */
  digestRun: (date: string) => ({ PK: `${prefix.digestRun}${date}`, SK: 'RUN' }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP60: a user's notifications, in PK=USER#<id>. */
  notifications: prefix.notification,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  unreadNotifications: (userId: string) => on('GSI1', `${prefix.user}${userId}#UNREAD`),
  unreadNotificationsByType: (userId: string, type: string) =>
    on('GSI3', `${prefix.user}${userId}#UNREAD#${type}`),
  /** AP93: everyone on the daily digest (sparse: only their settings items carry it). */
  digestUsers: () => on('GSI1', `${prefix.digestRun}USERS`),
  /** AP95: the pending chat mails, by when they fall due. */
  chatEmailsDue: () => on('GSI1', `${prefix.chatEmail}DUE`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP61, GSI1 (sparse: unread only): a user's unread notifications. */
  unreadNotifications: (userId: string, notificationId: string) =>
    p.unreadNotifications(userId).key(notificationId),
  /** AP62, GSI3 (sparse: unread only): a user's unread notifications of one type. */
  unreadNotificationsByType: (userId: string, type: string, notificationId: string) =>
    p.unreadNotificationsByType(userId, type).key(notificationId),
  /** AP93, GSI1 (sparse): a user on the daily digest. */
  digestUsers: (userId: string) => p.digestUsers().key(userId),
  /** AP95, GSI1: a pending chat mail, due at `dueAt`. */
  chatEmailsDue: (dueAt: string, userId: string, chatId: string) =>
    p.chatEmailsDue().key(`${dueAt}#${userId}#${chatId}`),
};
