import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { CourseIdParams } from '../courses/schemas';
import {
  CourseEnrollmentsQuery,
  CourseEnrollmentsResponse,
  EnrollBody,
  EnrollmentResponse,
  MyEnrollmentsResponse,
  ProgressBody,
} from './schemas';

/** The enrollments feature's API routes (composed into the one table in shared/src/routes.ts). */
export const enrollmentsRoutes = {
  enroll: defineRoute({
    id: 'enroll',
    method: 'POST',
    path: '/api/enrollments',
    handler: 'enrollments/enroll',
    access: ['student'],
    summary: 'Enrol in a free course (201), or get the existing enrolment (200); a paid course answers 402',
    tags: ['enrollments'],
    body: EnrollBody,
    grants: ['table:write'],
    response: EnrollmentResponse,
    successStatus: 201,
  }),
  listMyEnrollments: defineRoute({
    id: 'listMyEnrollments',
    method: 'GET',
    path: '/api/enrollments/my-courses',
    handler: 'enrollments/list-my-enrollments',
    access: ['student'],
    summary: 'The signed-in student’s enrolments, newest first, with module progress',
    tags: ['enrollments'],
    grants: ['table:read'],
    response: MyEnrollmentsResponse,
  }),
  listCourseEnrollments: defineRoute({
    id: 'listCourseEnrollments',
    method: 'GET',
    path: '/api/enrollments/course/{id}',
    handler: 'enrollments/list-course-enrollments',
    access: ['instructor', 'admin'],
    summary: 'The students of a course (its instructor or an admin), in bounded pages',
    tags: ['enrollments'],
    params: CourseIdParams,
    query: CourseEnrollmentsQuery,
    grants: ['table:read'],
    response: CourseEnrollmentsResponse,
  }),
  recordProgress: defineRoute({
    id: 'recordProgress',
    method: 'POST',
    path: '/api/enrollments/progress',
    handler: 'enrollments/record-progress',
    access: ['student'],
    summary: 'Record a module’s completion, watch time and position; the server computes the course figures',
    tags: ['enrollments'],
    body: ProgressBody,
    grants: ['table:write'],
    response: EnrollmentResponse,
  }),
} as const satisfies Record<string, RouteDef>;
