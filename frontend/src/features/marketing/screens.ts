import type { Screen } from '../../lib/screens';

/** The marketing feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const marketingScreens: readonly Screen[] = [
  { path: '/about', module: 'marketing/routes/about' },
  { path: '/contact', module: 'marketing/routes/contact' },
  { path: '/companies', module: 'marketing/routes/companies' },
  { path: '/universities', module: 'marketing/routes/universities' },
];
