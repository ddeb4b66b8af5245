import type { Screen } from '../../lib/screens';

/** The blog feature's screens: each path (from lib/route-access.ts) and its lazily loaded module. */
export const blogScreens: readonly Screen[] = [
  { path: '/blog', module: 'blog/routes/blog-list' },
  { path: '/blog/:id', module: 'blog/routes/blog-article' },
];
