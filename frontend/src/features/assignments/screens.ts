import type { Screen } from '../../lib/screens';

/** The assignments feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const assignmentsScreens: readonly Screen[] = [
  { path: '/student/assignments', module: 'assignments/routes/student-assignments' },
  { path: '/student/assignments/:courseId', module: 'assignments/routes/student-assignments' },
];
