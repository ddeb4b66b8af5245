import type { Screen } from '../../lib/screens';

/** The enrollments feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const enrollmentsScreens: readonly Screen[] = [
  { path: '/learn/:courseId', module: 'enrollments/routes/learn' },
];
