import type { Screen } from '../../lib/screens';

/** The users feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const usersScreens: readonly Screen[] = [
  { path: '/admin/add-user', module: 'users/routes/add-user' },
  { path: '/admin/users', module: 'users/routes/users' },
];
