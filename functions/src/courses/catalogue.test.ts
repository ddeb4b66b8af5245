import type { CourseSummary } from '@academy/shared';
import { applyCatalogue, categories, countByCategory, sortKeys } from '@academy/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../lib/errors';
import { buildSnapshot, cataloguePage, decodeOffset, encodeOffset } from './catalogue';

const course = (n: number, over: Partial<CourseSummary> = {}): CourseSummary =>
  ({
    _id: `c${n}`,
    id: `c${n}`,
    title: `Course ${String(n).padStart(3, '0')}`,
    description: n % 2 ? 'Learn React and TypeScript' : 'Learn pandas',
    category: categories[n % 5]!,
    level: (['beginner', 'intermediate', 'advanced'] as const)[n % 3]!,
    price: (n * 37) % 500,
    thumbnail: '',
    totalDuration: (n * 53) % 900,
    moduleCount: 3,
    enrollmentCount: (n * 71) % 1000,
    rating: { average: (n % 5) + 0.5, count: n },
    ...over,
  }) as CourseSummary;

const snapshot = (courses: CourseSummary[]) => buildSnapshot(courses, Date.UTC(2026, 10, 26));

describe('catalogue pages', () => {
  const all = Array.from({ length: 130 }, (_, i) => course(i + 1));

  it('pages through exactly the filtered, ordered list, once each, with the total and the counts', () => {
    const snap = snapshot(all);
    const request = { category: 'Web Development' as const, sort: 'price-low' as const, limit: 7 };
    const expected = applyCatalogue(all, { ...request, level: null });
    const seen: CourseSummary[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = cataloguePage(snap, { ...request, cursor });
      expect(page.total).toBe(expected.length);
      expect(page.counts).toEqual(countByCategory(all));
      expect(page.courses.length).toBeLessThanOrEqual(7);
      seen.push(...page.courses);
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it('answers what applyCatalogue selects, for every order and filter', () => {
    const snap = snapshot(all);
    const searches = ['', 'react', '  PANDAS ', 'course 01', 'learn\nreact', 'nothing like this'];
    for (const sort of sortKeys)
      for (const category of [null, ...categories])
        for (const level of [null, 'advanced' as const])
          for (const search of searches) {
            const filters = { sort, category, level, search };
            const expected = applyCatalogue(all, filters);
            const page = cataloguePage(snap, {
              ...filters,
              category: category ?? undefined,
              level: level ?? undefined,
              limit: 48,
              cursor: encodeOffset(3),
            });
            expect(page.total).toBe(expected.length);
            expect(page.courses.map((c) => c.id)).toEqual(expected.slice(3, 51).map((c) => c.id));
          }
  });

  it('searches title and description, ignores a level without a category, and says when it was read', () => {
    const snap = snapshot(all);
    const page = cataloguePage(snap, { search: '  REACT ', level: 'advanced', sort: 'popular', limit: 48 });
    expect(page.total).toBe(65);
    expect(page.courses.every((c) => c.description.includes('React'))).toBe(true);
    expect(page.asOf).toBe('2026-11-26T00:00:00.000Z');
  });

  it('an offset past the end is an empty last page', () => {
    const page = cataloguePage(snapshot(all), { sort: 'popular', limit: 24, cursor: encodeOffset(500) });
    expect(page).toMatchObject({ courses: [], total: 130, nextCursor: null });
  });

  it('refuses a cursor that is not one of its offsets', () => {
    const forged = [
      'not-base64!',
      Buffer.from('{"o":-1}').toString('base64url'),
      Buffer.from('{"o":"-1"}').toString('base64url'),
      Buffer.from('{"o":"1e9"}').toString('base64url'),
      Buffer.from('{"o":"12","x":"1"}').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
    ];
    for (const cursor of forged) expect(() => decodeOffset(cursor), cursor).toThrow(BadRequestError);
    expect(decodeOffset(encodeOffset(24))).toBe(24);
    expect(decodeOffset(undefined)).toBe(0);
  });
});
