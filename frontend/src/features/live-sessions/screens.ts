import type { Screen } from '../../lib/screens';

/**
 * The live-sessions feature's screen (the learning page's Live Sessions tab and the instructor's Sessions tab are
 * built from this feature's components by the enrollments (learning page) and courses (course editor) features).
 */
export const liveSessionsScreens: readonly Screen[] = [
  { path: '/student/live-sessions', module: 'live-sessions/routes/student-live-sessions' },
];
