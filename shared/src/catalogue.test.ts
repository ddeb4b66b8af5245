import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '.';
import { applyCatalogue, countByCategory, filterCourses, matchesSearch, sortCourses } from './catalogue';

const EMPTY_FILTERS = { search: '', category: null, level: null, sort: 'popular' as const };

let serial = 0;

/** A published course summary; every field can be overridden. */
function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  serial += 1;
  const id = `C${String(serial).padStart(25, '0')}`;
  return {
    _id: id,
    id,
    title: `Course ${serial}`,
    description: 'A course made by a test.',
    category: 'Web Development',
    level: 'beginner',
    price: 0,
    thumbnail: '',
    totalDuration: 120,
    moduleCount: 6,
    enrollmentCount: 100,
    rating: { average: 4.5, count: 10 },
    instructor: { id: 'I1', name: 'Rahul Sharma' },
    isPublished: true,
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const titles = (courses: CourseSummary[]) => courses.map((c) => c.title);

describe('matchesSearch', () => {
  const course = makeCourse({ title: 'React and TypeScript', description: 'Build apps with hooks.' });

  it('matches the title or the description, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(course, 'react')).toBe(true);
    expect(matchesSearch(course, '  TYPESCRIPT ')).toBe(true);
    expect(matchesSearch(course, 'HOOKS')).toBe(true);
  });

  it('treats blank text as no search', () => {
    expect(matchesSearch(course, '   ')).toBe(true);
  });

  it('does not match text found nowhere', () => {
    expect(matchesSearch(course, 'kubernetes')).toBe(false);
  });
});

describe('filterCourses', () => {
  const web = makeCourse({ title: 'Web A', category: 'Web Development', level: 'beginner' });
  const webAdv = makeCourse({ title: 'Web B', category: 'Web Development', level: 'advanced' });
  const data = makeCourse({ title: 'Data A', category: 'Data Science', level: 'advanced' });
  const all = [web, webAdv, data];

  it('filters by category', () => {
    expect(titles(filterCourses(all, { search: '', category: 'Web Development', level: null }))).toEqual([
      'Web A',
      'Web B',
    ]);
  });

  it('filters by level within the category', () => {
    expect(
      titles(filterCourses(all, { search: '', category: 'Web Development', level: 'advanced' })),
    ).toEqual(['Web B']);
  });

  it('ignores a level without a category', () => {
    expect(filterCourses(all, { search: '', category: null, level: 'advanced' })).toHaveLength(3);
  });

  it('combines search with the category', () => {
    expect(titles(filterCourses(all, { search: 'a', category: 'Data Science', level: null }))).toEqual([
      'Data A',
    ]);
  });
});

describe('sortCourses', () => {
  const a = makeCourse({ title: 'Alpha', enrollmentCount: 50, rating: { average: 4.2, count: 1 } });
  const b = makeCourse({ title: 'Bravo', enrollmentCount: 900, price: 4999, totalDuration: 300 });
  const c = makeCourse({ title: 'Charlie', enrollmentCount: 50, price: 499, totalDuration: 600 });
  const d = makeCourse({ title: 'delta', price: 0, rating: { average: 4.9, count: 1 }, totalDuration: 60 });

  it('popular puts the most enrolled first, equal counts by title', () => {
    expect(titles(sortCourses([c, a, d, b], 'popular'))).toEqual(['Bravo', 'delta', 'Alpha', 'Charlie']);
  });

  it('rating puts the highest rated first', () => {
    expect(titles(sortCourses([a, b, c, d], 'rating'))[0]).toBe('delta');
    expect(titles(sortCourses([a, b, c, d], 'rating')).at(-1)).toBe('Alpha');
  });

  it('duration puts the longest first', () => {
    expect(titles(sortCourses([a, b, c, d], 'duration'))).toEqual(['Charlie', 'Bravo', 'Alpha', 'delta']);
  });

  it('price-low and price-high order by price, free courses by title', () => {
    expect(titles(sortCourses([b, c, d, a], 'price-low'))).toEqual(['Alpha', 'delta', 'Charlie', 'Bravo']);
    expect(titles(sortCourses([d, a, c, b], 'price-high'))).toEqual(['Bravo', 'Charlie', 'Alpha', 'delta']);
  });

  it('does not change the list it is given', () => {
    const list = [c, a];
    sortCourses(list, 'popular');
    expect(list).toEqual([c, a]);
  });
});

describe('applyCatalogue', () => {
  it('filters, then sorts', () => {
    const cheap = makeCourse({ title: 'Cheap DevOps', category: 'DevOps', price: 499 });
    const dear = makeCourse({ title: 'Dear DevOps', category: 'DevOps', price: 6999 });
    const other = makeCourse({ title: 'Other', category: 'AI/ML', price: 1 });
    const shown = applyCatalogue([dear, other, cheap], {
      ...EMPTY_FILTERS,
      category: 'DevOps',
      sort: 'price-low',
    });
    expect(titles(shown)).toEqual(['Cheap DevOps', 'Dear DevOps']);
  });
});

describe('countByCategory', () => {
  it('counts courses per category, with zero for the empty ones', () => {
    const counts = countByCategory([makeCourse({ category: 'DevOps' }), makeCourse({ category: 'DevOps' })]);
    expect(counts.DevOps).toBe(2);
    expect(counts['Cyber Security']).toBe(0);
  });
});
