import type { Screen } from '../../lib/screens';

/** The profile feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const profileScreens: readonly Screen[] = [{ path: '/profile', module: 'profile/routes/profile' }];
