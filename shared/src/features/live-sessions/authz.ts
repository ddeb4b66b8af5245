import { courseMembers, courseStaff, everyone, ownerOnly, signedIn, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { liveSessionsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each live-sessions route (see `RouteAuthz`). */
export const liveSessionsAuthz = {
  listCourseSessions: courseMembers(200, { on: 'course' }),
  // Students and instructors only: an admin has no sessions of their own.
  listMySessions: signedIn(200, { admin: 403 }),
  createSession: courseStaff(201, { on: 'course' }),
  updateSession: courseStaff(200, { on: 'session' }),
  // A fresh session of the owning instructor for each caller.
  deleteSession: courseStaff(200, { on: 'session' }),
  joinSession: ownerOnly(200, { on: 'session' }),
  // A fresh session of the owning instructor for each caller.
  setSessionStatus: courseStaff(200, { on: 'session' }),
  getCalendarFeed: students(200),
  // Each student’s own feed.
  createCalendarFeed: students(200),
  // Each student’s own feed.
  revokeCalendarFeed: students(200),
  // Public: a fresh feed token of the owner for each caller; the token is the capability.
  calendarFeed: everyone(200, { on: 'calendarFeed' }),
} as const satisfies Record<keyof typeof liveSessionsRoutes, RouteAuthz>;
