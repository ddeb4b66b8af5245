import type { RouteAuthz } from '../../route';
import type { studentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each students route (see `RouteAuthz`). */
export const studentsAuthz = {
  // With `?course=` the owning instructor’s course.
  listCourseStudents: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof studentsRoutes, RouteAuthz>;
