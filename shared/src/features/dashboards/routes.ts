import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { AdminDashboard, InstructorDashboard, StudentDashboard } from './schemas';

/** The dashboards' summary routes: one call per dashboard (composed into shared/src/routes.ts). */
export const dashboardsRoutes = {
  getStudentDashboard: defineRoute({
    id: 'getStudentDashboard',
    method: 'GET',
    path: '/api/dashboard/student',
    handler: 'dashboards/get-student-dashboard',
    access: ['student'],
    summary:
      'The student dashboard in one call: learning analytics, Continue Learning, recent notifications, badges',
    tags: ['dashboards'],
    // It reads; the first time it also stores the student's counted figures (AP85).
    grants: ['table:write'],
    response: StudentDashboard,
  }),
  getInstructorDashboard: defineRoute({
    id: 'getInstructorDashboard',
    method: 'GET',
    path: '/api/dashboard/instructor',
    handler: 'dashboards/get-instructor-dashboard',
    access: ['instructor', 'admin'],
    summary: 'The instructor dashboard in one call: course stats and the latest students',
    tags: ['dashboards'],
    grants: ['table:read'],
    response: InstructorDashboard,
  }),
  getAdminDashboard: defineRoute({
    id: 'getAdminDashboard',
    method: 'GET',
    path: '/api/dashboard/admin',
    handler: 'dashboards/get-admin-dashboard',
    access: ['admin'],
    summary: 'The admin dashboard in one call: counters, revenue, recent users, popular courses',
    tags: ['dashboards'],
    grants: ['table:read'],
    response: AdminDashboard,
  }),
} as const satisfies Record<string, RouteDef>;
