import type { Screen } from '../../lib/screens';

/** The help feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const helpScreens: readonly Screen[] = [
  { path: '/faq', module: 'help/routes/help' },
  { path: '/help-center', module: 'help/routes/help' },
];
