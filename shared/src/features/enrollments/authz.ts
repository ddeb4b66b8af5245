import { courseStaff, ownerOnly, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { enrollmentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each enrollments route (see `RouteAuthz`). */
export const enrollmentsAuthz = {
  // A fresh free course for each caller: each student enrols for themselves.
  enroll: students(201),
  listMyEnrollments: students(200),
  // Each student reads only their own enrolment: another student is not enrolled there (404).
  getMyEnrollment: ownerOnly(200, { on: 'course', otherStudent: 404 }),
  // Another instructor’s course is not found here (404), where most course routes answer 403.
  listCourseEnrollments: courseStaff(200, { on: 'course', otherInstructor: 404 }),
  // Progress only in a course one is enrolled in.
  recordProgress: ownerOnly(200, { otherStudent: 404 }),
} as const satisfies Record<keyof typeof enrollmentsRoutes, RouteAuthz>;
