import type { Screen } from '../../lib/screens';

/** The home feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const homeScreens: readonly Screen[] = [{ path: '/', module: 'home/routes/home' }];
