import type { Screen } from '../../lib/screens';

/** The notifications feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const notificationsScreens: readonly Screen[] = [
  { path: '/student/notifications', module: 'notifications/routes/notifications' },
  { path: '/unsubscribe', module: 'notifications/routes/unsubscribe' },
];
