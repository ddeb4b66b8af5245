import type { AuthzCaller, RouteAuthz } from './route';

/** What a profile's callers may add or change: the resource the path names, a caller answered otherwise. */
type AuthzExtra = Partial<RouteAuthz>;

/**
 * The callers in `granted` get `status`; every other signed-in caller is refused (403), the anonymous one is
 * asked to sign in (401) and the deactivated account is refused (403). `extra` names the path's resource and
 * the callers a route answers otherwise (e.g. 404 for another student's ticket).
 */
export const grant =
  (granted: readonly AuthzCaller[]) =>
  (status: number, extra: AuthzExtra = {}): RouteAuthz => ({
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
    ...Object.fromEntries(granted.map((caller) => [caller, status])),
    ...extra,
  });

/** A public route: every caller, with or without a token, gets `status`. */
export const everyone = (status: number, extra: AuthzExtra = {}): RouteAuthz => ({
  anonymous: status,
  owner: status,
  otherStudent: status,
  instructor: status,
  otherInstructor: status,
  admin: status,
  deactivated: status,
  ...extra,
});

/** Every active account, whatever its role. */
export const signedIn = grant(['owner', 'otherStudent', 'instructor', 'otherInstructor', 'admin']);
/** Students only, each about their own things. */
export const students = grant(['owner', 'otherStudent']);
/** Instructors and admins, each about the courses they manage. */
export const staff = grant(['instructor', 'otherInstructor', 'admin']);
/** Admins only. */
export const admins = grant(['admin']);
/** The owning instructor and admins: another instructor's course is refused. */
export const courseStaff = grant(['instructor', 'admin']);
/** The course's people: its enrolled student (the owner), its instructor and admins. */
export const courseMembers = grant(['owner', 'instructor', 'admin']);
/** The owner alone: the student enrolled in the course, about their own things. */
export const ownerOnly = grant(['owner']);
