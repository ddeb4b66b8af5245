/**
 * The catalogue's filters in the address, and the card defaults (spec part 1 §2 course catalogue, §4
 * catalogue filters, §9 sort options and card defaults). The filtering, ordering and counting itself is
 * shared with the server, which does it (`@academy/shared/catalogue`, GET /api/catalogue).
 */
import type { Category, CourseSummary, Level } from '@academy/shared';
import {
  categories,
  DEFAULT_SORT,
  levels,
  normaliseSearch,
  type SortKey,
  sortKeys,
} from '@academy/shared/catalogue';
import { DEFAULT_MODULE_COUNT, defaultInstructorName } from '../../../lib/constants';
import { formatPrice, hoursFromMinutes } from '../../../lib/format';

/** What the catalogue's screens use of the shared rules (the server filters, orders and counts). */
export { normaliseSearch, type SortKey, sortKeys } from '@academy/shared/catalogue';

export interface CatalogueFilters {
  /** Free text matched against title and description; blank means no search. */
  search: string;
  category: Category | null;
  /** Only applies together with a category. */
  level: Level | null;
  sort: SortKey;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  search: '',
  category: null,
  level: null,
  sort: DEFAULT_SORT,
};

const isCategory = (value: string | null): value is Category =>
  value !== null && (categories as readonly string[]).includes(value);
const isLevel = (value: string | null): value is Level =>
  value !== null && (levels as readonly string[]).includes(value);
const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (sortKeys as readonly string[]).includes(value);

/** Choosing a category resets the level (spec part 1 §4); choosing the same one again clears it. */
export function withCategory(filters: CatalogueFilters, category: Category | null): CatalogueFilters {
  return { ...filters, category: filters.category === category ? null : category, level: null };
}

/** One filter taken away (a chip's remove button); without a category there is no level either. */
export function withoutFilter(
  filters: CatalogueFilters,
  key: 'search' | 'category' | 'level',
): CatalogueFilters {
  if (key === 'search') return { ...filters, search: '' };
  if (key === 'category') return { ...filters, category: null, level: null };
  return { ...filters, level: null };
}

export const hasActiveFilters = (filters: CatalogueFilters) =>
  normaliseSearch(filters.search) !== '' || filters.category !== null || filters.level !== null;

/** Reads the filters from the address (`?search=&category=&level=&sort=`); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const category = params.get('category');
  const level = params.get('level');
  const sort = params.get('sort');
  const validCategory = isCategory(category) ? category : null;
  return {
    search: params.get('search') ?? '',
    category: validCategory,
    level: validCategory && isLevel(level) ? level : null,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address form of the filters; defaults are left out so a plain /courses stays plain. */
export function filtersToParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.category) {
    params.set('category', filters.category);
    if (filters.level) params.set('level', filters.level);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

// Card defaults (spec part 1 §9)

/** Duration in hours: minutes / 60, rounded. */
export const durationHoursOf = (course: Pick<CourseSummary, 'totalDuration'>) =>
  hoursFromMinutes(course.totalDuration);

/** The module count, or 12 when the course does not say. */
export const moduleCountOf = (course: { moduleCount?: number | null }) =>
  course.moduleCount && course.moduleCount > 0 ? course.moduleCount : DEFAULT_MODULE_COUNT;

/** The instructor's name, or Industry Expert (in the page's language) when there is none. */
export const instructorNameOf = (course: { instructor?: { name?: string | null } | null }) =>
  course.instructor?.name?.trim() || defaultInstructorName();

/** Free for 0, else rupees with Indian grouping. */
export const priceLabelOf = (course: Pick<CourseSummary, 'price'>) => formatPrice(course.price);

/**
 * Level names in English ("beginner" → "Beginner"), for the course shell's early script, which loads no
 * catalogue; screens show labels.ts's levelLabel, in the page's language.
 */
export const levelName = (level: Level) => level.charAt(0).toUpperCase() + level.slice(1);
