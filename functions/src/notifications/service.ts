import {
  type Notification,
  type NotificationPreferences,
  type NotificationType,
  notificationTypes,
  type UnreadCounts,
} from '@academy/shared';
import { cancellationReasons, chunksOf, retryOnConflict } from '../lib/db';
import { NotFoundError } from '../lib/errors';
import type { Locale } from '../lib/i18n';
import { logger } from '../lib/logger';
import { getSettings, getSuppression } from './email-repository';
import { type NotificationText, notice, noticeIn } from './notice';
import {
  type CounterRecord,
  getCounterAndSettings,
  getNotification,
  getNotifications,
  MARK_CHUNK,
  markReadTransaction,
  type NewNotification,
  type NotificationRecord,
  notificationWrites,
  putNotification,
  queryNotifications,
  queryUnread,
  queryUnreadRaw,
} from './repository';

/**
 * The notifications feature's answer to everyone: other features notify through `notify()` (or join
 * `notificationWrites()` to a transaction of their own) and never touch the repository. The handlers of
 * /api/notifications are thin wrappers around the rest.
 */

export type { NewNotification, NotificationText };
export { notice, notificationWrites };

/**
 * Whether no mail may go to this address (it bounced hard or complained, W34): a feature that mails someone who
 * is not a user (a minor's parent, issue 41) asks before sending.
 */
export const isSuppressed = async (address: string) => (await getSuppression(address)) !== undefined;

/** Mark-all reads at most this many unread notifications per call (W20); the rest stay for the next call. */
export const MARK_ALL_MAX = 1000;
/** One Query page of the unread index feeds four transactions. */
const MARK_ALL_PAGE = MARK_CHUNK * 4;

export class NotificationNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Notification not found');
  }
}

/** A stored notification as the API answers it, said in the reader's language. */
const toNotification = (r: NotificationRecord, locale: Locale): Notification => ({
  _id: r.id,
  id: r.id,
  type: r.type,
  ...noticeIn(locale, r),
  read: r.read === true,
  createdAt: r.createdAt,
  ...(r.sourceId ? { sourceId: r.sourceId } : {}),
});

/**
 * W18: stores the notification unread and counts it, in one transaction. Idempotent by the caller's id
 * (derive it from the event with `derivedId()`): the same id again stores and counts nothing and answers false.
 */
export function notify(n: NewNotification): Promise<boolean> {
  return putNotification(n);
}

/** Notifications sent at once by `notifyEach`. */
const EACH_CONCURRENCY = 10;

/**
 * W18 for many users, 10 at a time: `make` builds each one's notification (derive its id from the event and the
 * user, so a repeat stores nothing). Answers how many were new. For fan-outs (a new session, an announcement).
 */
export async function notifyEach(
  userIds: readonly string[],
  make: (userId: string) => NewNotification,
): Promise<number> {
  let sent = 0;
  for (const chunk of chunksOf(userIds, EACH_CONCURRENCY)) {
    const done = await Promise.all(chunk.map((id) => notify(make(id))));
    sent += done.filter(Boolean).length;
  }
  return sent;
}

/**
 * AP60 (`all`) or AP61 (`unread`): the user's notifications, newest first, in pages (the cursor is opaque). The
 * types the person turned off in the app (AP92, read beside the page) are left out of it: a page may hold fewer
 * than asked, and its cursor goes on past them.
 */
export async function listNotifications(
  userId: string,
  input: { filter: 'all' | 'unread'; limit: number; cursor?: string },
  locale: Locale = 'en',
): Promise<{ notifications: Notification[]; nextCursor: string | null }> {
  const [page, settings] = await Promise.all([
    input.filter === 'unread'
      ? queryUnread(userId, input.limit, input.cursor)
      : queryNotifications(userId, input.limit, input.cursor),
    getSettings(userId),
  ]);
  return {
    notifications: page.items
      .filter((n) => settings.types[n.type]?.inApp !== false)
      .map((n) => toNotification(n, locale)),
    nextCursor: page.nextCursor,
  };
}

const clamp = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);

/**
 * AP63: the unread counts, total and every type (0 when absent), from one BatchGetItem of the counter item and the
 * settings (AP92): a type the person turned off in the app counts 0 and is not in the total.
 */
export async function getUnreadCounts(userId: string): Promise<UnreadCounts> {
  const { counter, settings } = await getCounterAndSettings(userId);
  return countsOf(userId, counter, settings);
}

/**
 * The student dashboard's notifications (AP60 Limit `limit`) and unread counts (AP63 with AP92, one BatchGet), read
 * at once, the settings read once for both.
 */
export async function listRecentWithCounts(
  userId: string,
  limit: number,
  locale: Locale = 'en',
): Promise<{ notifications: Notification[]; unread: UnreadCounts }> {
  const [page, { counter, settings }] = await Promise.all([
    queryNotifications(userId, limit),
    getCounterAndSettings(userId),
  ]);
  return {
    notifications: page.items
      .filter((n) => settings.types[n.type]?.inApp !== false)
      .map((n) => toNotification(n, locale)),
    unread: countsOf(userId, counter, settings),
  };
}

function countsOf(
  userId: string,
  stored: CounterRecord | undefined,
  settings: NotificationPreferences,
): UnreadCounts {
  const off = notificationTypes.filter((type) => settings.types[type]?.inApp === false);
  const counter: CounterRecord = { ...(stored ?? {}) };
  for (const type of off) {
    counter.total = Number(counter.total ?? 0) - Math.max(0, Number(counter[type] ?? 0));
    counter[type] = 0;
  }
  const names = ['total', ...notificationTypes] as const;
  const negative = names.filter((name) => Number(counter[name] ?? 0) < 0);
  if (negative.length > 0) {
    // Every decrement is in the transaction that marks the notification read, under `read = false`: this
    // cannot happen unless something wrote the counter outside W18–W20. Answer 0, and say so.
    logger.error('notification counter below zero', {
      userId,
      counter: Object.fromEntries(negative.map((name) => [name, counter[name]])),
    });
  }
  return {
    total: clamp(counter.total),
    byType: Object.fromEntries(notificationTypes.map((type) => [type, clamp(counter[type])])) as Record<
      NotificationType,
      number
    >,
  };
}

/**
 * W19: marks one of the user's notifications read and takes it off the counters, in one transaction. The key is
 * built from the user's id, so another user's notification is not found (404) and nothing changes. Marking one
 * that is read already answers it as it is and counts nothing.
 */
export async function markRead(
  userId: string,
  notificationId: string,
  locale: Locale = 'en',
): Promise<{ notification: Notification; unread: UnreadCounts }> {
  let found = await getNotification(userId, notificationId);
  if (!found) throw new NotificationNotFoundError();
  if (!found.read) {
    const readAt = new Date().toISOString();
    try {
      await retryOnConflict(() => markReadTransaction(userId, [found!], readAt));
      found = { ...found, read: true, readAt };
    } catch (error) {
      if (cancellationReasons(error)[0] !== 'ConditionalCheckFailed') throw error;
      // Read meanwhile (another tab, a mark-all): that write counted it; answer it as it is now.
      found = await getNotification(userId, notificationId);
      if (!found) throw new NotificationNotFoundError();
    }
  }
  return { notification: toNotification(found, locale), unread: await getUnreadCounts(userId) };
}

/**
 * W20: marks the user's unread notifications read (every type, or one), at most MARK_ALL_MAX per call, walking
 * the sparse unread index newest first. Each chunk of ≤ 49 is one transaction whose counter update carries
 * exactly the decrements of the notifications it moves from unread to read, each under `read = false`; so the
 * counters stay exact whatever runs at the same time:
 * - one read meanwhile cancels its chunk, which is retried without it (nothing is decremented twice);
 * - one written after the index page was read (or that the eventually consistent index has not shown yet) is
 *   simply not in this call: it stays unread and counted, never decremented without being marked.
 */
export async function markAllRead(
  userId: string,
  type?: NotificationType,
): Promise<{ marked: number; unread: UnreadCounts }> {
  const readAt = new Date().toISOString();
  let marked = 0;
  let seen = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryUnreadRaw(userId, Math.min(MARK_ALL_PAGE, MARK_ALL_MAX - seen), startKey, type);
    seen += page.items.length;
    for (const chunk of chunksOf(page.items, MARK_CHUNK)) marked += await markChunk(userId, chunk, readAt);
    // Marked items leave the index; DynamoDB resumes after the start key whether or not it still exists.
    startKey = page.lastKey;
  } while (startKey && seen < MARK_ALL_MAX);
  return { marked, unread: await getUnreadCounts(userId) };
}

/**
 * One W20 transaction, retried until it goes through with only notifications that are still unread: when a
 * condition fails, those the cancellation names are dropped and the rest are read again from the table (strongly
 * consistent), since a cancelled transaction may name only the first failure. Every retry drops at least one,
 * so a chunk takes at most 49 attempts; transaction conflicts are retried with backoff.
 */
async function markChunk(
  userId: string,
  chunk: readonly NotificationRecord[],
  readAt: string,
): Promise<number> {
  let pending = chunk.filter((n) => n.read !== true);
  while (pending.length > 0) {
    const attempt = pending;
    try {
      await retryOnConflict(() => markReadTransaction(userId, attempt, readAt));
      return attempt.length;
    } catch (error) {
      const reasons = cancellationReasons(error).slice(0, attempt.length);
      const failed = new Set(
        attempt.filter((_, i) => reasons[i] === 'ConditionalCheckFailed').map((n) => n.id),
      );
      if (failed.size === 0) throw error;
      const rest = attempt.filter((n) => !failed.has(n.id)).map((n) => n.id);
      pending = rest.length ? (await getNotifications(userId, rest)).filter((n) => n.read === false) : [];
    }
  }
  return 0;
}

export { eraseData, erasePendingChatMail } from './erase-data';
export { exportData } from './export-data';
