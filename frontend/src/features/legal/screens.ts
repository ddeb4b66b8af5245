import type { Screen } from '../../lib/screens';

/** The legal feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const legalScreens: readonly Screen[] = [
  { path: '/terms', module: 'legal/routes/terms' },
  { path: '/privacy', module: 'legal/routes/privacy' },
  { path: '/refund-policy', module: 'legal/routes/refund-policy' },
];
