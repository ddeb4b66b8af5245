import { LIVE_SESSION_LIMITS, type LiveSession, type UpcomingSession } from '@academy/shared';
import { listStudentCoursesWithJoins } from '../enrollments/service';
import { byLiveThenStart, toLiveSession, toUpcomingSession } from './model';
import {
  getSessions,
  listInstructorSessionsFrom,
  listSessionIdsOfCourses,
  type SessionRecord,
} from './repository';

/** What other features may ask of live sessions (docs/features.md): a student's sessions, an instructor's next. */

/**
 * AP52 for a student, in three requests whatever the number of courses (up to 100; one more of each per 100
 * beyond): their enrolled courses (AP21, one Query, which also carries the sessions they joined), the session-id
 * sets of those courses (one BatchGet), then the newest LIVE_SESSION_LIMITS.maxListed of those sessions (ids are
 * ULIDs, so by creation; one BatchGet), live first, then by start.
 */
export async function studentSessions(
  studentId: string,
): Promise<{ courses: { id: string; title: string }[]; sessions: LiveSession[] }> {
  const courses = await listStudentCoursesWithJoins(studentId);
  const ids = await listSessionIdsOfCourses(courses.map((c) => c.courseId));
  const newest = ids.sort().reverse().slice(0, LIVE_SESSION_LIMITS.maxListed);
  const joined = new Set(courses.flatMap((c) => c.joinedSessionIds));
  const sessions: SessionRecord[] = (await getSessions(newest)).sort(byLiveThenStart);
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
