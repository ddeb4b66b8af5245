import { EMAIL_LIMITS, type NotificationPreferences } from '@academy/shared';
import { localisedPath } from '@academy/shared/locale';
import { scheduledJob } from '../lib/lease';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { deliver, getUserContacts, site } from './email-delivery';
import { getDigestRun, getSettingsOf, queryDigestUsers, saveDigestRun } from './email-repository';
import { type DigestItem, digestMail } from './email-templates';
import { queryUnread } from './repository';

/** People on the digest read per page (AP93). */
export const DIGEST_PAGE = 100;
/** A person's unread notifications read at most, newest first, to find the day's (AP61). */
export const DIGEST_READ_MAX = 200;

const IST_OFFSET_MS = 330 * 60_000;

/** The India date (YYYY-MM-DD) and hour of an instant. */
export function istDateHour(now: Date): { date: string; hour: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { date: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() };
}

export interface DigestResult {
  date: string;
  /** People on the digest looked at in this run. */
  people: number;
  mailed: number;
  stoppedEarly: boolean;
  /** Why nothing was done: before 08:00 IST, or today's run is done. */
  idle?: 'before-digest-hour' | 'done';
}

/**
 * W35: from 08:00 IST, each person on the digest (AP93, a page at a time from where the day's run got) is mailed
 * the unread in-app notifications of the last day, newest first (at most EMAIL_LIMITS.digestMaxItems listed,
 * the rest counted), once: the mail's id is the person and the India date; nobody with none is mailed. The run
 * saves its cursor after each page and stops before its budget runs out; the next run (15 minutes on) resumes.
 */
export async function sendDigests(options: { now?: Date; budgetMs?: number } = {}): Promise<DigestResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const deadline = started + (options.budgetMs ?? 50_000);
  const { date, hour } = istDateHour(now);
  const result: DigestResult = { date, people: 0, mailed: 0, stoppedEarly: false };
  if (hour < EMAIL_LIMITS.digestHourIst) return { ...result, idle: 'before-digest-hour' };
  const run = (await getDigestRun(date)) ?? { date, mailed: 0 };
  if (run.done) return { ...result, idle: 'done' };
  let cursor = run.cursor;
  let first = true;
  for (;;) {
    if (!first && Date.now() >= deadline) {
      result.stoppedEarly = true;
      break;
    }
    first = false;
    const page = await queryDigestUsers(DIGEST_PAGE, cursor);
    result.people += page.userIds.length;
    const [settings, contacts] = await Promise.all([
      getSettingsOf(page.userIds),
      getUserContacts(page.userIds),
    ]);
    for (const userId of page.userIds) {
      const outcome = await digestOf(userId, settings.get(userId)!, contacts, now, date);
      if (outcome === 'sent') result.mailed++;
    }
    cursor = page.nextCursor ?? undefined;
    await saveDigestRun({ date, cursor, done: !cursor, mailed: (run.mailed ?? 0) + result.mailed });
    if (!cursor) break;
  }
  logger.info('daily digests', { ...result, ms: Date.now() - started });
  return result;
}

async function digestOf(
  userId: string,
  settings: NotificationPreferences,
  contacts: Awaited<ReturnType<typeof getUserContacts>>,
  now: Date,
  date: string,
): Promise<string> {
  if (!settings.digest) return 'off';
  const contact = contacts.get(userId);
  if (!contact) return 'no-address';
  const since = new Date(now.getTime() - EMAIL_LIMITS.digestWindowHours * 3_600_000).toISOString();
  const items: DigestItem[] = [];
  let cursor: string | undefined;
  let read = 0;
  let done = false;
  while (!done && read < DIGEST_READ_MAX) {
    const page = await queryUnread(userId, 50, cursor);
    read += page.items.length;
    for (const n of page.items) {
      if (n.createdAt < since) {
        done = true;
        break;
      }
      if (n.createdAt <= now.toISOString() && settings.types[n.type]?.inApp !== false) items.push(n);
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  if (items.length === 0) return 'nothing';
  const listed = items.slice(0, EMAIL_LIMITS.digestMaxItems);
  return deliver(contact, {
    mailId: `digest#${date}`,
    about: `digest ${date}`,
    build: () =>
      digestMail({
        items: listed,
        more: items.length - listed.length,
        recipient: contact,
        site: site(),
        settingsPage: `${site()}${localisedPath('/profile', contact.locale)}#notification-settings`,
      }),
  });
}

/** The scheduled function (every 15 minutes; shared/src/schedules.ts). */
export const handler = scheduledJob('sendDailyDigests', async (tick) => {
  const result = await sendDigests(tick);
  countMetric('EmailsSent', result.mailed);
  return result;
});
