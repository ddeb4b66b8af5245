import type { Screen } from '../../lib/screens';

/** The learn feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const learnScreens: readonly Screen[] = [{ path: '/learn/:courseId', module: 'learn/routes/learn' }];
