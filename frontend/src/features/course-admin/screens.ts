import type { Screen } from '../../lib/screens';

/** The course-admin feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const courseAdminScreens: readonly Screen[] = [
  { path: '/instructor/courses', module: 'course-admin/routes/instructor-courses' },
  { path: '/admin/add-course', module: 'course-admin/routes/add-course' },
  { path: '/admin/courses', module: 'course-admin/routes/admin-courses' },
];
