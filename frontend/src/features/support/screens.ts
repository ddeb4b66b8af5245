import type { Screen } from '../../lib/screens';

/**
 * The support feature's screens. /student/support and /support-tickets are the same support center: the first
 * for students behind the guard, the second open to anyone (a visitor is asked to sign in; any signed-in role
 * sees their own tickets).
 */
export const supportScreens: readonly Screen[] = [
  { path: '/student/support', module: 'support/routes/support-center' },
  { path: '/support-tickets', module: 'support/routes/support-center' },
  { path: '/instructor/tickets', module: 'support/routes/instructor-tickets' },
  { path: '/admin/support', module: 'support/routes/admin-support' },
];
