import { describe, expect, it } from 'vitest';
import {
  durationHoursOf,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  instructorNameOf,
  moduleCountOf,
  priceLabelOf,
  withCategory,
  withoutFilter,
} from './catalogue';

describe('withCategory', () => {
  it('resets the level when the category changes', () => {
    const next = withCategory({ ...EMPTY_FILTERS, category: 'DevOps', level: 'advanced' }, 'AI/ML');
    expect(next).toMatchObject({ category: 'AI/ML', level: null });
  });

  it('clears the category when the same one is chosen again', () => {
    const next = withCategory({ ...EMPTY_FILTERS, category: 'DevOps', level: 'beginner' }, 'DevOps');
    expect(next).toMatchObject({ category: null, level: null });
  });

  it('keeps the search and sort', () => {
    const next = withCategory({ ...EMPTY_FILTERS, search: 'k8s', sort: 'rating' }, 'DevOps');
    expect(next).toMatchObject({ search: 'k8s', sort: 'rating' });
  });
});

describe('withoutFilter', () => {
  const all = {
    search: 'ai',
    category: 'AI/ML' as const,
    level: 'beginner' as const,
    sort: 'rating' as const,
  };

  it('removes one filter and keeps the rest', () => {
    expect(withoutFilter(all, 'search')).toEqual({ ...all, search: '' });
    expect(withoutFilter(all, 'level')).toEqual({ ...all, level: null });
  });

  it('removing the category removes the level too', () => {
    expect(withoutFilter(all, 'category')).toEqual({ ...all, category: null, level: null });
  });
});

describe('filters in the address', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams(
      'search=react&category=Web+Development&level=advanced&sort=price-high',
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'react',
      category: 'Web Development',
      level: 'advanced',
      sort: 'price-high',
    });
  });

  it('ignores unknown values and a level without a category', () => {
    expect(filtersFromParams(new URLSearchParams('category=Cooking&level=expert&sort=cheapest'))).toEqual(
      EMPTY_FILTERS,
    );
    expect(filtersFromParams(new URLSearchParams('level=advanced')).level).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    const filters = {
      search: 'ai',
      category: 'AI/ML' as const,
      level: 'beginner' as const,
      sort: 'rating' as const,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });

  it('leaves out blank search text', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, search: '   ' }).has('search')).toBe(false);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and blank search, true for any filter', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ', sort: 'rating' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: 'DevOps' })).toBe(true);
  });
});

describe('card defaults (spec part 1 §9)', () => {
  it('duration in hours is minutes / 60 rounded', () => {
    expect(durationHoursOf({ totalDuration: 263 })).toBe(4);
    expect(durationHoursOf({ totalDuration: 150 })).toBe(3);
  });

  it('module count defaults to 12', () => {
    expect(moduleCountOf({ moduleCount: 7 })).toBe(7);
    expect(moduleCountOf({ moduleCount: 0 })).toBe(12);
    expect(moduleCountOf({})).toBe(12);
  });

  it('instructor defaults to Industry Expert', () => {
    expect(instructorNameOf({ instructor: { name: 'Priya Iyer' } })).toBe('Priya Iyer');
    expect(instructorNameOf({ instructor: { name: '  ' } })).toBe('Industry Expert');
    expect(instructorNameOf({})).toBe('Industry Expert');
  });

  it('price is Free for 0, else rupees', () => {
    expect(priceLabelOf({ price: 0 })).toBe('Free');
    expect(priceLabelOf({ price: 124999 })).toBe('₹1,24,999');
  });
});
