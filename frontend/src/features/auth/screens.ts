import type { Screen } from '../../lib/screens';

/** The auth feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const authScreens: readonly Screen[] = [
  { path: '/login', module: 'auth/routes/login' },
  { path: '/register', module: 'auth/routes/register' },
  { path: '/forgot-password', module: 'auth/routes/forgot-password' },
];
