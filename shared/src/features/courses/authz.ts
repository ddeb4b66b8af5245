import { courseStaff, everyone, ownerOnly, staff } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { coursesRoutes } from './routes';

/** What each caller of the authorization matrix gets from each courses route (see `RouteAuthz`). */
export const coursesAuthz = {
  listCourses: everyone(200),
  browseCatalogue: everyone(200),
  // A draft shows to its instructor and admins only; a deactivated token counts as none on an optional route.
  getCourse: everyone(404, { on: 'draftCourse', instructor: 200, admin: 200 }),
  // The body names the owning instructor: another instructor cannot create a course for them (400, `instructor:`).
  createCourse: courseStaff(201, { otherInstructor: 400 }),
  listInstructorCourses: staff(200),
  // Students who study the course rate it; anyone else is refused (not enrolled: 403 too).
  rateCourse: ownerOnly(200, { on: 'course' }),
  updateCourse: courseStaff(200, { on: 'course' }),
  // A fresh course of the owning instructor for each caller.
  deleteCourse: courseStaff(200, { on: 'course' }),
  // A fresh course of the owning instructor for each caller.
  createModule: courseStaff(201, { on: 'course' }),
  updateModule: courseStaff(200, { on: 'module' }),
  // A fresh course of the owning instructor for each caller.
  deleteModule: courseStaff(200, { on: 'module' }),
} as const satisfies Record<keyof typeof coursesRoutes, RouteAuthz>;
