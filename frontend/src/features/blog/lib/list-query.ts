import { BLOG_PAGE_SIZE } from '../../../lib/constants';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '../constants';
import type { BlogArticle, BlogCategory } from './types';

/**
 * The blog list's pure logic (spec part 2 §2): search by title, excerpt or tags (case-insensitive), a
 * category filter, pages of BLOG_PAGE_SIZE, and "any filter change returns to page 1". The list keeps
 * its state in the address (?q=&category=&page=) so it survives going to an article and back.
 */

export type CategoryFilter = BlogCategory | typeof ALL_CATEGORIES;

export interface ListQuery {
  query: string;
  category: CategoryFilter;
  page: number;
}

const isCategory = (value: string | null): value is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');

/** True when the search text (trimmed; blank matches everything) is in the title, excerpt or a tag. */
export function matchesSearch(article: BlogArticle, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [article.title, article.excerpt, ...article.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

export function filterArticles(
  articles: readonly BlogArticle[],
  { query, category }: Pick<ListQuery, 'query' | 'category'>,
): BlogArticle[] {
  return articles.filter(
    (article) =>
      (category === ALL_CATEGORIES || article.category === category) && matchesSearch(article, query),
  );
}

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pageCount: number;
  total: number;
}

/** One page of items; a page out of range shows the nearest page that exists. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = BLOG_PAGE_SIZE): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total: items.length };
}

/** Reads the list state from the address; anything unreadable falls back to the default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: params.get('q') ?? '',
    category: isCategory(category) ? category : ALL_CATEGORIES,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The address after a search or category change: the filter applied and the page back to 1. */
export function withFilter(
  params: URLSearchParams,
  change: Partial<Pick<ListQuery, 'query' | 'category'>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.query !== undefined) {
    if (change.query) next.set('q', change.query);
    else next.delete('q');
  }
  if (change.category !== undefined) {
    if (change.category === ALL_CATEGORIES) next.delete('category');
    else next.set('category', change.category);
  }
  next.delete('page');
  return next;
}

/** The address for another page of the same filters (page 1 is the bare address). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/**
 * The page numbers to offer: all of them when there are few, else the first, the last and the current
 * page with its neighbours, with null where numbers are skipped.
 */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}

/** Other articles to read next: the same category first, then the newest of the rest. */
export function relatedArticles(
  articles: readonly BlogArticle[],
  current: BlogArticle,
  count: number,
): BlogArticle[] {
  const others = articles.filter((article) => article.id !== current.id);
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, count);
}
