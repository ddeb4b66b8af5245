/**
 * What the build's prerender (src/entry-server.tsx) uses of the courses feature to make the course shell's
 * hero templates: the hero as React draws it, its accents and the course page's class. A door of its own
 * rather than index.ts: the home page's first load imports index.ts, and the hero would join it there.
 */
export { CourseHeroView, heroAccentOf } from './components/detail/course-hero';
export type { HeroView } from './lib/hero-view';
export { default as coursePageStyles } from './routes/course-detail.module.css';
