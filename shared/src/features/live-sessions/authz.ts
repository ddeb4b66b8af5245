import type { RouteAuthz } from '../../route';
import type { liveSessionsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each live-sessions route (see `RouteAuthz`). */
export const liveSessionsAuthz = {
  listCourseSessions: {
    on: 'course',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // Students and instructors only: an admin has no sessions of their own.
  listMySessions: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 403,
    deactivated: 403,
  },
  createSession: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 201,
    otherInstructor: 403,
    admin: 201,
    deactivated: 403,
  },
  updateSession: {
    on: 'session',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A fresh session of the owning instructor for each caller.
  deleteSession: {
    on: 'session',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  joinSession: {
    on: 'session',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // A fresh session of the owning instructor for each caller.
  setSessionStatus: {
    on: 'session',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  getCalendarFeed: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Each student’s own feed.
  createCalendarFeed: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Each student’s own feed.
  revokeCalendarFeed: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Public: a fresh feed token of the owner for each caller; the token is the capability.
  calendarFeed: {
    on: 'calendarFeed',
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
} as const satisfies Record<keyof typeof liveSessionsRoutes, RouteAuthz>;
