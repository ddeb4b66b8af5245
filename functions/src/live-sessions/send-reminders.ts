import { EMAIL_LIMITS } from '@academy/shared';
import { listCourseStudentIds } from '../enrollments/service';
import { derivedId } from '../lib/keys';
import { scheduledJob } from '../lib/lease';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { DEFAULT_BUDGET_MS } from '../lib/run-budget';
import { type NewNotification, notice, notificationWrites, notify } from '../notifications/service';
import {
  getSession,
  listSessionsStartingBetween,
  markReminderSent,
  type ReminderKind,
  reminderFields,
  type SessionRecord,
  saveReminderCursor,
  transact,
} from './repository';

const [DAY_LEAD_MINUTES, HOUR_LEAD_MINUTES] = EMAIL_LIMITS.reminderLeadMinutes;
/** How far ahead of the start each reminder goes: a day before, and an hour before (issue 37). */
export const REMINDER_LEADS_MS: Record<ReminderKind, number> = {
  day: DAY_LEAD_MINUTES * 60_000,
  hour: HOUR_LEAD_MINUTES * 60_000,
};
/** The hour-before reminder's lead (the one reminder before issue 37). */
export const REMINDER_LEAD_MS = REMINDER_LEADS_MS.hour;

/**
 * Which reminder a scheduled session is due for at `now`: within the hour before its start, the hour reminder;
 * within the day before it (and not the last hour), the day reminder, but only for a session that existed a day
 * before its start (one announced later was just told to its students as a new session); otherwise none.
 */
export function reminderDue(
  session: Pick<SessionRecord, 'scheduledAt' | 'createdAt'>,
  now: Date,
): ReminderKind | undefined {
  const start = Date.parse(session.scheduledAt);
  const left = start - now.getTime();
  if (left <= 0) return undefined;
  if (left <= REMINDER_LEADS_MS.hour) return 'hour';
  if (left <= REMINDER_LEADS_MS.day && Date.parse(session.createdAt) <= start - REMINDER_LEADS_MS.day)
    return 'day';
  return undefined;
}
/** Enrolment ids read per page (one Query of GSI1, ids projected). */
export const REMINDER_PAGE = 500;
/** Reminder transactions in flight at once. */
export const REMINDER_CONCURRENCY = 10;
/**
 * Students whose reminders go in one transaction (2 items each: the notification and the user's counter; at most
 * 100 items a transaction). Should any of them be there already (a repeat) or conflict, that group goes one
 * notify() at a time instead, which skips the ones already sent.
 */
export const REMINDER_GROUP = 25;

export interface ReminderOptions {
  now?: Date;
  /** Milliseconds this run may spend; it stops before a page it has no time for (the next run resumes). */
  budgetMs?: number;
  pageSize?: number;
  concurrency?: number;
}

export interface ReminderResult {
  sessions: number;
  reminded: number;
  notified: number;
  pages: number;
  /** True when the budget ran out before every due session was done. */
  stoppedEarly: boolean;
}

/** Runs `fn` over `items` with at most `size` in flight; sums what each answers. */
async function pool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<number>): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const sent = await fn(item);
      done += sent;
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return done;
}

const groups = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * One group's reminders in one transaction (W18 for each, 2 items apiece); answers how many were created. When
 * the transaction is cancelled (one of them sent before, or a counter busy), each goes through notify(), which is
 * idempotent by id and retries conflicts.
 */
async function remindGroup(notifications: NewNotification[]): Promise<number> {
  try {
    await transact(notifications.flatMap((n) => notificationWrites(n)));
    return notifications.length;
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'TransactionCanceledException') throw error;
    const sent = await Promise.all(notifications.map((n) => notify(n)));
    return sent.filter(Boolean).length;
  }
}

/**
 * W17: reminds each enrolled student once of every scheduled session, a day before its start and an hour before
 * (`reminderDue`). For each due session not yet reminded (that reminder) for its current start: pages of enrolment ids (through the enrolments service), each
 * student notified (25 to a transaction, 10 transactions at once) with an id derived from session, start and
 * student (a rerun, two overlapping runs, or a resumed page notify nobody twice); after each page the session
 * keeps the next page's cursor for this start, so a run that nears its budget stops and the next run resumes
 * there. Before each page the session is read again:
 * a cancelled (or started, or rescheduled) session is left alone. The last page marks reminderSentFor.
 */
export async function sendReminders(options: ReminderOptions = {}): Promise<ReminderResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const run = runOf(options, started);
  const due = await listSessionsStartingBetween(now, new Date(now.getTime() + REMINDER_LEADS_MS.day));
  const result: ReminderResult = {
    sessions: due.length,
    reminded: 0,
    notified: 0,
    pages: 0,
    stoppedEarly: false,
  };
  for (const listed of due) {
    const kind = reminderDue(listed, now);
    if (!kind || listed[reminderFields[kind].sentFor] === listed.scheduledAt) continue;
    const outcome = await remindPages(listed.id, kind, run, result);
    if (outcome === 'out-of-time') {
      result.stoppedEarly = true;
      break;
    }
  }
  logger.info('session reminders', { ...result, ms: Date.now() - started });
  return result;
}

interface Run {
  now: Date;
  deadline: number;
  pageSize: number;
  concurrency: number;
  /** Pages done in this run: the first page always goes ahead, so every run makes progress. */
  pages: number;
}

const runOf = (options: ReminderOptions, started = Date.now()): Run => ({
  now: options.now ?? new Date(),
  deadline: started + (options.budgetMs ?? DEFAULT_BUDGET_MS),
  pageSize: options.pageSize ?? REMINDER_PAGE,
  concurrency: options.concurrency ?? REMINDER_CONCURRENCY,
  pages: 0,
});

/**
 * W17 for one session (the bench and tests call it directly): its students reminded page by page, from where an
 * earlier run stopped. 'done' when the last page is sent (or was already), 'skipped' when the session is not
 * scheduled at the start it had (cancelled, live, rescheduled, gone), 'out-of-time' when the budget ran out.
 */
export async function remindSession(
  sessionId: string,
  options: ReminderOptions & { kind?: ReminderKind } = {},
): Promise<{
  outcome: 'done' | 'skipped' | 'out-of-time';
  notified: number;
  pages: number;
  reminded: number;
}> {
  const result: ReminderResult = { sessions: 1, reminded: 0, notified: 0, pages: 0, stoppedEarly: false };
  const outcome = await remindPages(sessionId, options.kind ?? 'hour', runOf(options), result);
  return { outcome, notified: result.notified, pages: result.pages, reminded: result.reminded };
}

async function remindPages(
  sessionId: string,
  kind: ReminderKind,
  run: Run,
  result: ReminderResult,
): Promise<'done' | 'skipped' | 'out-of-time'> {
  const fields = reminderFields[kind];
  let cursor: string | undefined;
  let first = true;
  for (;;) {
    if (run.pages > 0 && Date.now() >= run.deadline) return 'out-of-time';
    // Read again before every page: cancelled, live, rescheduled or reminded meanwhile → leave it.
    const session = await getSession(sessionId);
    if (session?.status !== 'scheduled') return 'skipped';
    if (session[fields.sentFor] === session.scheduledAt) return 'done';
    // A day reminder resumed within the last hour leaves the rest to the hour reminder.
    if (kind === 'day' && reminderDue(session, run.now) !== 'day') return 'skipped';
    if (first) {
      const saved = session[fields.cursor];
      cursor = saved && saved.at === session.scheduledAt ? saved.cursor : undefined;
      first = false;
    }
    const page = await listCourseStudentIds(session.courseId, run.pageSize, cursor);
    run.pages++;
    result.pages++;
    const reminders = page.items.map((studentId) => reminderOf(session, studentId, run.now, kind));
    result.notified += await pool(groups(reminders, REMINDER_GROUP), run.concurrency, remindGroup);
    if (!page.nextCursor) {
      if (await markReminderSent(session.id, session.scheduledAt, kind)) result.reminded++;
      return 'done';
    }
    cursor = page.nextCursor;
    if (!(await saveReminderCursor(session.id, session.scheduledAt, cursor, kind))) return 'skipped';
  }
}

/**
 * A student's reminder. Its id derives from the reminder, the session, its start and the student, so a rerun, two
 * overlapping runs or a resumed page store it once; and its one mail goes by that id (notifications' e-mail).
 */
function reminderOf(
  session: SessionRecord,
  studentId: string,
  now: Date,
  kind: ReminderKind,
): NewNotification {
  const at = new Date(new Date(session.scheduledAt).getTime() - REMINDER_LEADS_MS[kind]);
  const what = session.courseTitle ? `${session.title} (${session.courseTitle})` : session.title;
  return {
    id: derivedId(
      at,
      `${kind === 'hour' ? 'reminder' : 'reminder-day'}#${session.id}#${session.scheduledAt}#${studentId}`,
    ),
    userId: studentId,
    type: 'live-session',
    ...(kind === 'hour'
      ? notice(/*i18n*/ 'Live session starting soon', /*i18n*/ '{session} starts at {time} IST.', {
          session: what,
          time: { at: session.scheduledAt, style: 'clock' },
        })
      : notice(/*i18n*/ 'Live session coming up', /*i18n*/ '{session} starts on {time}.', {
          session: what,
          time: { at: session.scheduledAt, style: 'dateTime' },
        })),
    // Its course, as every live-session notification's: the bell and the mail open the course's live sessions.
    sourceId: session.courseId,
    createdAt: now.toISOString(),
  };
}

/** The scheduled function (every 5 minutes). */
export const handler = scheduledJob('sendSessionReminders', async (tick) => {
  const result = await sendReminders(tick);
  countMetric('RemindersSent', result.notified);
  return result;
});
