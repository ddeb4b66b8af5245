import { courseStaff } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { studentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each students route (see `RouteAuthz`). */
export const studentsAuthz = {
  // With `?course=` the owning instructor’s course.
  listCourseStudents: courseStaff(200),
} as const satisfies Record<keyof typeof studentsRoutes, RouteAuthz>;
