/**
 * What other features may use of the courses feature (its public surface); everything else in the folder
 * is internal to it.
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
  levelLabel,
  priceLabelOf,
  withCategory,
} from './lib/catalogue';
