import type { Screen } from '../../lib/screens';

/** The certificates feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const certificatesScreens: readonly Screen[] = [
  { path: '/student/certificates', module: 'certificates/routes/my-certificates' },
  { path: '/verify/:code', module: 'certificates/routes/verify-certificate' },
];
