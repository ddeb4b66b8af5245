import { LIVE_SESSION_LIMITS } from '@academy/shared';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../lib/http';
import { byLiveThenStart, toLiveSession } from './model';
import { listInstructorSessions } from './repository';
import { studentSessions } from './service';

/**
 * AP52. A student: their enrolments (one Query, which also names the sessions they joined) then one Query per
 * enrolled course, 10 at a time; with the caller lookup, n + 2 requests for n courses. An instructor: one Query of
 * their sessions index (GSI2), the latest LIVE_SESSION_LIMITS.maxListed by start.
 */
export const handler = httpHandler(routes.listMySessions, async ({ caller }) => {
  if (caller.role === 'student') return studentSessions(caller.id);
  const sessions = (await listInstructorSessions(caller.id, LIVE_SESSION_LIMITS.maxListed)).sort(
    byLiveThenStart,
  );
  const courses = new Map(sessions.map((s) => [s.courseId, { id: s.courseId, title: s.courseTitle }]));
  return {
    courses: [...courses.values()].sort((a, b) => a.title.localeCompare(b.title)),
    sessions: sessions.map((s) => toLiveSession(s)),
  };
});
