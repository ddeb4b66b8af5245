import type { RouteAuthz } from '../../route';
import type { coursesRoutes } from './routes';

/** What each caller of the authorization matrix gets from each courses route (see `RouteAuthz`). */
export const coursesAuthz = {
  listCourses: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  browseCatalogue: {
    anonymous: 200,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 200,
  },
  // A draft shows to its instructor and admins only; a deactivated token counts as none on an optional route.
  getCourse: {
    on: 'draftCourse',
    anonymous: 404,
    owner: 404,
    otherStudent: 404,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 404,
  },
  // The body names the owning instructor: another instructor cannot create a course for them (400, `instructor:`).
  createCourse: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 201,
    otherInstructor: 400,
    admin: 201,
    deactivated: 403,
  },
  listInstructorCourses: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  // Students who study the course rate it; anyone else is refused (not enrolled: 403 too).
  rateCourse: {
    on: 'course',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  updateCourse: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A fresh course of the owning instructor for each caller.
  deleteCourse: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A fresh course of the owning instructor for each caller.
  createModule: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 201,
    otherInstructor: 403,
    admin: 201,
    deactivated: 403,
  },
  updateModule: {
    on: 'module',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A fresh course of the owning instructor for each caller.
  deleteModule: {
    on: 'module',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof coursesRoutes, RouteAuthz>;
