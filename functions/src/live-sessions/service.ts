import { LIVE_SESSION_LIMITS, type LiveSession, type UpcomingSession } from '@academy/shared';
import { listStudentCoursesWithJoins } from '../enrollments/service';
import { byLiveThenStart, toLiveSession, toUpcomingSession } from './model';
import { listCourseSessions, listInstructorSessionsFrom, type SessionRecord } from './repository';

/** What other features may ask of live sessions (docs/features.md): a student's sessions, an instructor's next. */

/** Course Queries run at once for a student's sessions. */
const COURSE_QUERY_CONCURRENCY = 10;

async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/**
 * AP52 for a student: their enrolled courses (AP21, one Query, which also carries the sessions they joined) then
 * one AP51 Query per course (10 at a time, each the latest LIVE_SESSION_LIMITS.maxListed by start), merged: live
 * first, then by start. A student in n courses costs n + 1 requests.
 */
export async function studentSessions(
  studentId: string,
): Promise<{ courses: { id: string; title: string }[]; sessions: LiveSession[] }> {
  const courses = await listStudentCoursesWithJoins(studentId);
  const lists = await inBatches(courses, COURSE_QUERY_CONCURRENCY, (c) =>
    listCourseSessions(c.courseId, LIVE_SESSION_LIMITS.maxListed),
  );
  const joined = new Set(courses.flatMap((c) => c.joinedSessionIds));
  const sessions: SessionRecord[] = lists.flat().sort(byLiveThenStart);
  return {
    courses: courses
      .map((c) => ({ id: c.courseId, title: c.title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    sessions: sessions.map((s) => toLiveSession(s, joined.has(s.id))),
  };
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
