import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { CourseStudentsQuery, CourseStudentsResponse } from './schemas';

/** The instructor's students page (spec part 2: instructor student management), composed in shared/src/routes.ts. */
export const studentsRoutes = {
  listCourseStudents: defineRoute({
    id: 'listCourseStudents',
    method: 'GET',
    path: '/api/instructor/students',
    handler: 'students/list-course-students',
    access: ['instructor', 'admin'],
    summary:
      'The students of one of the instructor’s courses: progress, hours watched, assignments submitted, last activity',
    tags: ['students'],
    query: CourseStudentsQuery,
    grants: ['table:read'],
    response: CourseStudentsResponse,
  }),
} as const satisfies Record<string, RouteDef>;
