import type { RouteAuthz } from '../../route';
import type { enrollmentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each enrollments route (see `RouteAuthz`). */
export const enrollmentsAuthz = {
  // A fresh free course for each caller: each student enrols for themselves.
  enroll: {
    anonymous: 401,
    owner: 201,
    otherStudent: 201,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  listMyEnrollments: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Each student reads only their own enrolment: another student is not enrolled there (404).
  getMyEnrollment: {
    on: 'course',
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Another instructor’s course is not found here (404), where most course routes answer 403.
  listCourseEnrollments: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 403,
  },
  // Progress only in a course one is enrolled in.
  recordProgress: {
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof enrollmentsRoutes, RouteAuthz>;
