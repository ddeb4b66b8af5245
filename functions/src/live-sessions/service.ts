import { LIVE_SESSION_LIMITS, type LiveSession, type UpcomingSession } from '@academy/shared';
import { type FanOutJob, runFanOutInRequest } from '../fan-outs/service';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { notice, notifyEach } from '../notifications/service';
import { stopFeed } from './calendar/feed';
import { byLiveThenStart, toLiveSession, toUpcomingSession } from './model';
import {
  getCourseSessionIds,
  getSession,
  getSessions,
  joinedSessionIds,
  listFeedSessionIds,
  listInstructorSessionsFrom,
  putFeedEntries,
  type SessionRecord,
} from './repository';

/**
 * What other features may ask of live sessions (docs/features.md): a student's sessions, an instructor's next,
 * the catch-up of a new enrolment, the fan-outs' page functions, and stopping someone's calendar feed.
 */

/** The courses of some sessions, each once, by title: the list's course filter. */
export const coursesOf = (sessions: readonly SessionRecord[]): { id: string; title: string }[] =>
  [...new Map(sessions.map((s) => [s.courseId, { id: s.courseId, title: s.courseTitle }])).values()].sort(
    (a, b) => a.title.localeCompare(b.title),
  );

/**
 * AP52 for a student, in three requests whatever the number of their courses: the newest
 * LIVE_SESSION_LIMITS.maxListed ids of their session feed (one Query; ids are ULIDs, so by creation), then those
 * sessions and the student's attendance of them (one BatchGet each, in parallel; a session deleted since is left
 * out), live first, then by start. The courses are those of the sessions listed.
 */
export async function studentSessions(
  studentId: string,
): Promise<{ courses: { id: string; title: string }[]; sessions: LiveSession[] }> {
  const ids = await listFeedSessionIds(studentId, LIVE_SESSION_LIMITS.maxListed);
  const [found, joined] = await Promise.all([getSessions(ids), joinedSessionIds(ids, studentId)]);
  const sessions = found.sort(byLiveThenStart);
  return {
    courses: coursesOf(sessions),
    sessions: sessions.map((s) => toLiveSession(s, joined.has(s.id))),
  };
}

/**
 * A new enrolment's catch-up (AP52): the course's newest sessions so far (at most the list's 100) go into the
 * student's feed (a consistent read of the course's session-id set, then one BatchWriteItem per 25). Idempotent,
 * so an enrolment answered again (a retry, a replayed payment) runs it again to repair one that stopped before it.
 * Sessions created after this read reach the student through the creation's fan-out, which reads the enrolments
 * after the session is stored.
 */
export async function addCourseSessionsToFeed(studentId: string, courseId: string): Promise<void> {
  // The list shows the newest LIVE_SESSION_LIMITS.maxListed across courses, so older ones of one course never show.
  const newest = (await getCourseSessionIds(courseId))
    .sort()
    .reverse()
    .slice(0, LIVE_SESSION_LIMITS.maxListed);
  await putFeedEntries(newest.map((sessionId) => ({ studentId, sessionId, courseId })));
}

/**
 * One page of a new session's fan-out (AP54, W30 kind `session`): the session into the students' feeds (one
 * BatchWriteItem per 25), then, when it was still to come at its creation, each student told (ids derived from
 * the session and the student, so a page written again tells nobody twice). Listed before told, so the
 * notification's link finds it.
 */
export async function sessionFanOutPage(s: SessionRecord, tell: boolean, studentIds: readonly string[]) {
  await addSessionToFeeds(s, studentIds);
  if (!tell) return;
  const words = notice(
    /*i18n*/ 'New live session',
    /*i18n*/ '{session} ({course}) is scheduled for {time}.',
    {
      session: s.title,
      course: s.courseTitle,
      time: { at: s.scheduledAt, style: 'dateTime' },
    },
  );
  await notifyEach(studentIds, (studentId) => ({
    id: derivedId(s.createdAt, `session#${s.id}#${studentId}`),
    userId: studentId,
    type: 'live-session',
    ...words,
    sourceId: s.courseId,
    createdAt: s.createdAt,
  }));
}

/**
 * The scheduled `resumeFanOuts`' way into a session's job: its page function, on the session as stored now;
 * undefined when the session was deleted meanwhile (nobody is told of it, and the job ends).
 */
export async function resumeSessionFanOut(job: FanOutJob) {
  const session = await getSession(job.id);
  if (!session) return undefined;
  return (studentIds: string[]) => sessionFanOutPage(session, job.payload.tell === true, studentIds);
}

/**
 * A change of a session that its students hear about (issue 33 item 9): a new start time, or its cancellation.
 * `at` is when it was stored; `id` tells this change from every other of the session (a reschedule's own ULID;
 * a session is cancelled once, so `cancelled`).
 */
export type SessionChange =
  | { kind: 'rescheduled'; id: string; at: string; from: string; to: string }
  | { kind: 'cancelled'; id: 'cancelled'; at: string; scheduledAt: string };

/**
 * Whether a change is news to the students: a new start when the old or the new one is still to come (a past
 * session's time corrected tells nobody); a cancellation before the session's end.
 */
export function isNews(change: SessionChange, session: Pick<SessionRecord, 'duration'>): boolean {
  const at = Date.parse(change.at);
  if (change.kind === 'rescheduled') return Math.max(Date.parse(change.from), Date.parse(change.to)) > at;
  return Date.parse(change.scheduledAt) + session.duration * 60_000 > at;
}

/**
 * The W30 job of a change (kind `session-change`, id `<sessionId>#<change id>`), to store in the transaction
 * that makes the change: the page function tells each enrolled student from the payload alone, so a job resumed
 * later tells what happened then, whatever came after.
 */
export function sessionChangeJob(
  s: Pick<SessionRecord, 'id' | 'courseId' | 'title' | 'courseTitle'>,
  change: SessionChange,
): FanOutJob {
  return {
    kind: 'session-change',
    id: `${s.id}#${change.id}`,
    courseId: s.courseId,
    payload: {
      sessionId: s.id,
      title: s.title,
      courseTitle: s.courseTitle,
      change: change.kind,
      at: change.at,
      ...(change.kind === 'rescheduled'
        ? { from: change.from, to: change.to }
        : { scheduledAt: change.scheduledAt }),
    },
    createdAt: change.at,
  };
}

/** What a change's notification says. */
function changeNotice(payload: FanOutJob['payload']): ReturnType<typeof notice> {
  const what = { session: String(payload.title), course: String(payload.courseTitle) };
  if (payload.change === 'cancelled') {
    return notice(/*i18n*/ 'Live session cancelled', /*i18n*/ '{session} ({course}), {time}, is cancelled.', {
      ...what,
      time: { at: String(payload.scheduledAt), style: 'dateTime' },
    });
  }
  return notice(
    /*i18n*/ 'Live session rescheduled',
    /*i18n*/ '{session} ({course}) moved from {from} to {to}.',
    {
      ...what,
      from: { at: String(payload.from), style: 'dateTime' },
      to: { at: String(payload.to), style: 'dateTime' },
    },
  );
}

/**
 * One page of a change's fan-out (W30 kind `session-change`): each student told once (W18, ids derived from the
 * job and the student, so a page written again, by a retry or the scheduled resumeFanOuts, tells nobody twice;
 * dated when the change was made, so a resumed page sorts where the change happened). The link is the course's
 * live sessions.
 */
export async function sessionChangeFanOutPage(job: FanOutJob, studentIds: readonly string[]): Promise<void> {
  const { title, message } = changeNotice(job.payload);
  const at = String(job.payload.at);
  await notifyEach(studentIds, (studentId) => ({
    id: derivedId(at, `session-change#${job.id}#${studentId}`),
    userId: studentId,
    type: 'live-session',
    title,
    message,
    sourceId: job.courseId,
    createdAt: at,
  }));
}

/**
 * A change stored with its job is told in the request that made it (the scheduled resumeFanOuts finishes a job
 * this stops in), and logged as `live session <what>`.
 */
export async function tellSessionChange(job: FanOutJob, session: SessionRecord, what: string): Promise<void> {
  await runFanOutInRequest(job, (studentIds) => sessionChangeFanOutPage(job, studentIds));
  logger.info(`live session ${what}`, { sessionId: session.id, courseId: session.courseId });
}

/**
 * The scheduled `resumeFanOuts`' way into a change's job: its page function; undefined when the session was
 * deleted meanwhile (nobody is told of a change of what no longer exists, and the job ends).
 */
export async function resumeSessionChangeFanOut(job: FanOutJob) {
  const session = await getSession(String(job.payload.sessionId));
  if (!session) return undefined;
  return (studentIds: string[]) => sessionChangeFanOutPage(job, studentIds);
}

/** AP54's fan-out: one session into these students' feeds (one BatchWriteItem per 25). */
const addSessionToFeeds = (session: Pick<SessionRecord, 'id' | 'courseId'>, studentIds: readonly string[]) =>
  putFeedEntries(
    studentIds.map((studentId) => ({ studentId, sessionId: session.id, courseId: session.courseId })),
  );

/**
 * The user's calendar feed address stops for good (both its items deleted in one transaction; nothing to do
 * when they have none): the users feature calls it when an admin deactivates someone.
 */
export async function stopCalendarFeed(userId: string): Promise<void> {
  await stopFeed(userId);
}

/** Every session of every course the student is enrolled in (live first, then by start): the calendar feed's. */
export async function listSessionsForStudent(studentId: string): Promise<LiveSession[]> {
  return (await studentSessions(studentId)).sessions;
}

/**
 * AP53: an instructor's next sessions (the dashboard's Upcoming Sessions): scheduled or live, not yet over
 * (start ≥ now − duration), soonest first, at most `limit`. One Query of GSI2 from now − the longest duration.
 */
export async function listUpcomingSessionsForInstructor(
  instructorId: string,
  limit: number,
  now = new Date(),
): Promise<UpcomingSession[]> {
  const from = new Date(now.getTime() - LIVE_SESSION_LIMITS.maxDuration * 60_000).toISOString();
  const found = await listInstructorSessionsFrom(instructorId, from, limit);
  return found
    .filter((s) => new Date(s.scheduledAt).getTime() + s.duration * 60_000 >= now.getTime())
    .slice(0, limit)
    .map(toUpcomingSession);
}

export { eraseData } from './erase-data';
export { exportData } from './export-data';
