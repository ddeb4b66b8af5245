import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../../lib/constants';
import { BLOG_CATEGORIES } from '../constants';
import { articles } from '../data/articles';
import {
  filterArticles,
  matchesSearch,
  pageNumbers,
  paginate,
  readListQuery,
  relatedArticles,
  withFilter,
  withPage,
} from './list-query';
import type { BlogArticle } from './types';

let sequence = 0;
function makeArticle(overrides: Partial<BlogArticle> = {}): BlogArticle {
  sequence += 1;
  return {
    id: `article-${sequence}`,
    title: `Article ${sequence}`,
    excerpt: 'An excerpt.',
    content: [{ kind: 'paragraph', text: 'Body.' }],
    author: { name: 'Asha Rao', role: 'Mentor' },
    publishDate: '2025-01-01',
    readTime: 5,
    image: '/blog/full-stack-roadmap.svg',
    imageAlt: 'Art',
    category: 'Career',
    tags: [],
    featured: false,
    ...overrides,
  };
}

describe('the built-in articles', () => {
  it('are six, with unique ids and every field the spec lists', () => {
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((a) => a.id)).size).toBe(6);
    for (const article of articles) {
      expect(article.title).not.toBe('');
      expect(article.excerpt).not.toBe('');
      expect(article.content.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(3);
      expect(article.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readTime).toBeGreaterThan(0);
      expect(article.image).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(article.tags.length).toBeGreaterThan(0);
    }
  });

  it('use all five categories and have at least one featured article', () => {
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(articles.some((a) => a.featured)).toBe(true);
  });
});

describe('search', () => {
  const article = makeArticle({
    title: 'Cracking Interviews',
    excerpt: 'A plan for freshers',
    tags: ['DSA', 'Resume'],
  });

  it.each([
    ['title', 'cracking'],
    ['excerpt', 'FRESHERS'],
    ['tag', 'dsa'],
    ['part of a tag', 'resu'],
    ['blank text', '   '],
  ])('matches by %s (case-insensitive)', (_, text) => {
    expect(matchesSearch(article, text)).toBe(true);
  });

  it('ignores surrounding spaces and misses text found nowhere', () => {
    expect(matchesSearch(article, '  interviews ')).toBe(true);
    expect(matchesSearch(article, 'kubernetes')).toBe(false);
  });

  it('does not search the body', () => {
    const withBody = makeArticle({ content: [{ kind: 'paragraph', text: 'hidden-word' }] });
    expect(matchesSearch(withBody, 'hidden-word')).toBe(false);
  });
});

describe('filterArticles', () => {
  const design = makeArticle({ category: 'Design', title: 'Figma tips', tags: ['UX'] });
  const data = makeArticle({ category: 'Data Science', title: 'SQL basics', tags: ['SQL'] });
  const data2 = makeArticle({ category: 'Data Science', title: 'Pandas', tags: ['Python', 'UX'] });
  const all = [design, data, data2];

  it('keeps everything for All and no search', () => {
    expect(filterArticles(all, { query: '', category: 'All' })).toEqual(all);
  });

  it('filters by category', () => {
    expect(filterArticles(all, { query: '', category: 'Data Science' })).toEqual([data, data2]);
  });

  it('combines category and search', () => {
    expect(filterArticles(all, { query: 'ux', category: 'Data Science' })).toEqual([data2]);
    expect(filterArticles(all, { query: 'ux', category: 'All' })).toEqual([design, data2]);
  });

  it('gives an empty list when nothing matches', () => {
    expect(filterArticles(all, { query: 'blockchain', category: 'All' })).toEqual([]);
  });

  it('finds the built-in articles by title and by tag', () => {
    expect(filterArticles(articles, { query: 'python or java', category: 'All' }).map((a) => a.id)).toEqual([
      'python-or-java-first-language',
    ]);
    expect(filterArticles(articles, { query: 'figma', category: 'All' }).map((a) => a.id)).toEqual([
      'ux-design-portfolio',
    ]);
    expect(filterArticles(articles, { query: '', category: 'Career' })).toHaveLength(2);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 7 }, (_, index) => index + 1);

  it('shows the built-in six on one page of the spec size', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    const page = paginate(articles, 1);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 6 });
    expect(page.items).toHaveLength(6);
  });

  it('splits into pages of the given size', () => {
    expect(paginate(items, 1, 3)).toEqual({ items: [1, 2, 3], page: 1, pageCount: 3, total: 7 });
    expect(paginate(items, 2, 3).items).toEqual([4, 5, 6]);
    expect(paginate(items, 3, 3).items).toEqual([7]);
  });

  it('clamps a page out of range to the nearest page', () => {
    expect(paginate(items, 9, 3)).toMatchObject({ page: 3, items: [7] });
    expect(paginate(items, 0, 3)).toMatchObject({ page: 1, items: [1, 2, 3] });
    expect(paginate(items, Number.NaN, 3)).toMatchObject({ page: 1 });
  });

  it('calls an empty list page 1 of 1', () => {
    expect(paginate([], 4, 3)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('filters then pages: a filter that shrinks the list gives fewer pages', () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      makeArticle({ category: index < 2 ? 'Design' : 'Career' }),
    );
    expect(paginate(many, 1, 2).pageCount).toBe(3);
    expect(paginate(filterArticles(many, { query: '', category: 'Design' }), 1, 2).pageCount).toBe(1);
  });
});

describe('list state in the address', () => {
  it('reads search, category and page, with defaults for missing or unknown values', () => {
    expect(readListQuery(new URLSearchParams('q=react&category=Design&page=2'))).toEqual({
      query: 'react',
      category: 'Design',
      page: 2,
    });
    expect(readListQuery(new URLSearchParams('category=Cooking&page=-3'))).toEqual({
      query: '',
      category: 'All',
      page: 1,
    });
    expect(readListQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('returns to page 1 on any filter change', () => {
    const onPage3 = new URLSearchParams('q=java&page=3');

    const searched = withFilter(onPage3, { query: 'python' });
    const categorised = withFilter(onPage3, { category: 'Programming' });
    const cleared = withFilter(new URLSearchParams('q=java&category=Design&page=2'), {
      query: '',
      category: 'All',
    });

    expect(readListQuery(searched)).toEqual({ query: 'python', category: 'All', page: 1 });
    expect(readListQuery(categorised)).toEqual({ query: 'java', category: 'Programming', page: 1 });
    expect(cleared.toString()).toBe('');
  });

  it('moves between pages keeping the filters', () => {
    const filtered = new URLSearchParams('q=java&category=Programming');
    expect(readListQuery(withPage(filtered, 2))).toEqual({ query: 'java', category: 'Programming', page: 2 });
    expect(withPage(new URLSearchParams('q=java&page=2'), 1).toString()).toBe('q=java');
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('page=2');
    withFilter(params, { query: 'x' });
    withPage(params, 5);
    expect(params.toString()).toBe('page=2');
  });
});

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips runs of pages with a gap when there are many', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('relatedArticles', () => {
  it('suggests the same category first, never the current article', () => {
    const current = makeArticle({ category: 'Design' });
    const sameCategory = makeArticle({ category: 'Design' });
    const other1 = makeArticle({ category: 'Career' });
    const other2 = makeArticle({ category: 'Programming' });

    const related = relatedArticles([other1, current, other2, sameCategory], current, 2);

    expect(related).toEqual([sameCategory, other1]);
  });
});
