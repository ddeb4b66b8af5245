import { LIVE_SESSION_LIMITS } from '@academy/shared';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { courseRead } from '../courses/service';
import { enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { byLiveThenStart, CourseNotFoundError, sessionAccess, toLiveSession } from './model';
import { getItems, listCourseSessions } from './repository';

/**
 * AP51: a course's sessions, live first then by start. ONE parallel round of 2 requests: a BatchGetItem of the
 * course and (students) the caller's enrolment, which also names the sessions they joined ∥ the sessions Query.
 * Nothing is answered until the caller may read it.
 */
export const handler = httpHandler(
  routes.listCourseSessions,
  // The round of reads, started beside the caller lookup (keyed by the caller's sub and role).
  async ({ params, sub, role }) => {
    const course = courseRead(params.id);
    const enrollment = role === 'student' ? enrollmentRead(sub, params.id) : undefined;
    const [items, sessions] = await Promise.allSettled([
      getItems([course.key, ...(enrollment ? [enrollment.key] : [])]),
      listCourseSessions(params.id, LIVE_SESSION_LIMITS.maxListed),
    ]);
    return { course, enrollment, items, sessions };
  },
  async ({ caller, firstReads: { course, enrollment, items, sessions } }) => {
    if (items.status === 'rejected') throw items.reason;
    const [courseItem, enrollmentItem] = items.value;
    const found = course.read(courseItem);
    if (!found) throw new CourseNotFoundError();
    const enrolled = enrollment?.read(enrollmentItem);
    const { canManage } = sessionAccess(caller, found.instructorId, Boolean(enrolled));
    if (sessions.status === 'rejected') throw sessions.reason;
    const joined = new Set(enrolled?.joinedSessionIds ?? []);
    return {
      course: { id: found.id, title: found.title },
      canManage,
      sessions: [...sessions.value].sort(byLiveThenStart).map((s) => toLiveSession(s, joined.has(s.id))),
    };
  },
);
