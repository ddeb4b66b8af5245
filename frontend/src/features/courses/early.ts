/**
 * What the course shell's early script (src/early/course-page.ts) uses of the courses feature: the hero's
 * words and whether the course has a preview, from modules that import no React. A door of its own rather
 * than index.ts: that script is built on its own, as one small classic script inline in the shell, and
 * through index.ts it would carry the feature's React code along (3.7 KB grew to 53 KB when tried).
 */
export { heroViewOf } from './lib/hero-view';
export { previewOf } from './lib/preview';
