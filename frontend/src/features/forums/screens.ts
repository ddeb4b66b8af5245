import type { Screen } from '../../lib/screens';

/** The forums feature's screens (the learning page's Discussions tab is the enrollments feature's, built from ours). */
export const forumsScreens: readonly Screen[] = [
  { path: '/student/discussion-forum', module: 'forums/routes/student-forum' },
  { path: '/instructor/discussions', module: 'forums/routes/instructor-discussions' },
];
