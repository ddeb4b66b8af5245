/** Catalogue constants without schemas, so the web client can use them without loading zod. */

/** The six catalogue categories (spec part 1 §3: five in use plus Cyber Security in the full catalogue). */
export const categories = [
  'Web Development',
  'Data Science',
  'Mobile Development',
  'DevOps',
  'AI/ML',
  'Cyber Security',
] as const;

export const levels = ['beginner', 'intermediate', 'advanced'] as const;

export type CatalogueCategory = (typeof categories)[number];
export type CatalogueLevel = (typeof levels)[number];

/** The catalogue's sort orders (spec part 1 §9): most enrolled first is the default. */
export const sortKeys = ['popular', 'rating', 'duration', 'price-low', 'price-high'] as const;
export type SortKey = (typeof sortKeys)[number];
export const DEFAULT_SORT: SortKey = 'popular';

/** What the catalogue's filters and orders look at in a course. */
export interface CatalogueCourse {
  title: string;
  description: string;
  category: CatalogueCategory;
  level: CatalogueLevel;
  price: number;
  totalDuration: number;
  enrollmentCount: number;
  rating: { average: number };
}

export interface CatalogueQuery {
  /** Free text matched against title and description; blank means no search. */
  search?: string;
  category?: CatalogueCategory | null;
  /** Only applies together with a category (spec part 1 §4). */
  level?: CatalogueLevel | null;
}

/** The search text as it is matched: trimmed and lower case. */
export const normaliseSearch = (search: string) => search.trim().toLowerCase();

/** Case-insensitive match of the trimmed text anywhere in the title or the description. */
export function matchesSearch(
  course: Pick<CatalogueCourse, 'title' | 'description'>,
  search: string,
): boolean {
  const needle = normaliseSearch(search);
  if (!needle) return true;
  return course.title.toLowerCase().includes(needle) || course.description.toLowerCase().includes(needle);
}

/** Search, then category, then level (a level without a category is ignored). */
export function filterCourses<T extends CatalogueCourse>(courses: readonly T[], query: CatalogueQuery): T[] {
  const search = query.search ?? '';
  const category = query.category ?? null;
  const level = category === null ? null : (query.level ?? null);
  return courses.filter(
    (course) =>
      matchesSearch(course, search) &&
      (category === null || course.category === category) &&
      (level === null || course.level === level),
  );
}

const comparators: Record<SortKey, (a: CatalogueCourse, b: CatalogueCourse) => number> = {
  popular: (a, b) => b.enrollmentCount - a.enrollmentCount,
  rating: (a, b) => b.rating.average - a.rating.average,
  duration: (a, b) => b.totalDuration - a.totalDuration,
  'price-low': (a, b) => a.price - b.price,
  'price-high': (a, b) => b.price - a.price,
};

const byTitle = (a: CatalogueCourse, b: CatalogueCourse) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** A sorted copy; equal courses are ordered by title so the order never jumps between renders. */
export function sortCourses<T extends CatalogueCourse>(courses: readonly T[], sort: SortKey): T[] {
  const compare = comparators[sort];
  return [...courses].sort((a, b) => compare(a, b) || byTitle(a, b));
}

/** What a catalogue shows for its filters: filtered, then sorted. */
export const applyCatalogue = <T extends CatalogueCourse>(
  courses: readonly T[],
  query: CatalogueQuery & { sort: SortKey },
): T[] => sortCourses(filterCourses(courses, query), query.sort);

/** Courses per category, for the category tiles. */
export function countByCategory(
  courses: readonly Pick<CatalogueCourse, 'category'>[],
): Record<CatalogueCategory, number> {
  const counts = Object.fromEntries(categories.map((c) => [c, 0])) as Record<CatalogueCategory, number>;
  for (const course of courses) counts[course.category] += 1;
  return counts;
}
