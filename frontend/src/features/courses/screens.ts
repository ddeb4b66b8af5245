import type { Screen } from '../../lib/screens';

/** The courses feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const coursesScreens: readonly Screen[] = [
  { path: '/courses', module: 'courses/routes/catalogue' },
  { path: '/courses/:id', module: 'courses/routes/course-detail' },
  { path: '/instructor/courses', module: 'courses/routes/instructor-courses' },
  { path: '/admin/add-course', module: 'courses/routes/add-course' },
  { path: '/admin/courses', module: 'courses/routes/admin-courses' },
];
