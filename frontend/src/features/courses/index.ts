/**
 * What other features and the app may use of the courses feature (its public surface): the catalogue's
 * cards and filters (the home page, the dashboards) and the warming of a course page. The course shell,
 * built apart from the app, has doors of its own: early.ts for its early script, prerender.ts for the
 * build's prerender (entry-server.tsx). The course editor has a slot for other features' tabs, filled in
 * app/course-editor-tabs.tsx. Everything else in the folder is internal to it.
 */
export { useCatalogue } from './api/list-courses';
export { prefetchCourse } from './api/prefetch-course';
export { CourseThumbnail } from './components/course-thumbnail';
export { LevelBadge } from './components/level-badge';
export {
  type CatalogueFilters,
  EMPTY_FILTERS,
  filtersToParams,
  hasActiveFilters,
  priceLabelOf,
  withCategory,
} from './lib/catalogue';
export {
  type CourseEditorTab,
  CourseEditorTabs,
  type EditedCourse,
} from './lib/course-editor-tabs';
export { levelLabel } from './lib/labels';
