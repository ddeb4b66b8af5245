import type { Screen } from '../../lib/screens';

/** The privacy feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const privacyScreens: readonly Screen[] = [
  { path: '/profile/privacy', module: 'privacy/routes/privacy' },
  { path: '/guardian-consent', module: 'privacy/routes/guardian-consent' },
];
