import { LIVE_SESSION_LIMITS, type Role } from '@academy/shared';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../http';
import { byLiveThenStart, toLiveSession } from './model';
import { listInstructorSessions } from './repository';
import { coursesOf, studentSessions } from './service';

/**
 * AP52. A student: the newest sessions of their session feed, with their attendance (`studentSessions`; with the
 * caller lookup 4 requests, whatever the number of their courses). An instructor: one Query of their sessions
 * index (GSI2), the latest LIVE_SESSION_LIMITS.maxListed by start.
 */
export const handler = httpHandler(
  routes.listMySessions,
  ({ sub, role }) => mySessions(sub, role),
  async ({ firstReads }) => firstReads,
);

/** Reads only, keyed by the caller's sub and role: the route starts them beside the caller lookup. */
async function mySessions(id: string, role: Role) {
  if (role === 'student') return studentSessions(id);
  const sessions = (await listInstructorSessions(id, LIVE_SESSION_LIMITS.maxListed)).sort(byLiveThenStart);
  return {
    courses: coursesOf(sessions),
    sessions: sessions.map((s) => toLiveSession(s)),
  };
}
