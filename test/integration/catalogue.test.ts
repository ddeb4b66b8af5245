import { applyCatalogue, type categories, countByCategory } from '@academy/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

/**
 * GET /api/catalogue (docs/data-model.md AP88): the catalogue screens' search, filters, orders and counts,
 * on the server, from a snapshot each instance keeps for 10 s.
 */

interface Row {
  id: string;
  title: string;
  description: string;
  category: (typeof categories)[number];
  level: 'beginner' | 'intermediate' | 'advanced';
  price: number;
  totalDuration: number;
  enrollmentCount: number;
  rating: { average: number; count: number };
  isPublished?: boolean;
}
interface Answer {
  courses: Row[];
  total: number;
  counts: Record<string, number>;
  nextCursor: string | null;
  asOf: string;
}

/** Every page of one query, all from one snapshot (read again from the start if it changed meanwhile). */
async function readAll(query: string, limit = 48): Promise<Answer & { pages: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const courses: Row[] = [];
    let cursor: string | null = null;
    let first: Answer | undefined;
    let pages = 0;
    let same = true;
    do {
      const res: { status: number; body: Answer } = await api(
        `/api/catalogue?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.courses.length).toBeLessThanOrEqual(limit);
      first ??= res.body;
      same &&= res.body.asOf === first.asOf;
      courses.push(...res.body.courses);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    if (same) return { ...first!, courses, nextCursor: null, pages };
  }
  throw new Error('the catalogue snapshot changed on every attempt');
}

describe('catalogue screens API', () => {
  it('pages through every published course once, most enrolled first, with the total and the category counts', async () => {
    const all = await readAll('sort=popular');

    expect(all.courses.length).toBe(all.total);
    expect(new Set(all.courses.map((c) => c.id)).size).toBe(all.total);
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / 48)));
    expect(all.courses.every((c) => c.isPublished)).toBe(true);
    expect(all.courses.map((c) => c.id)).toEqual(
      applyCatalogue(all.courses, { sort: 'popular' }).map((c) => c.id),
    );
    expect(all.counts).toEqual(countByCategory(all.courses));
    // The demo catalogue is all there
    for (const title of [
      'Web Foundations: HTML, CSS and Modern JavaScript',
      'React 19 and TypeScript: Build Production Apps',
    ]) {
      expect(all.courses.map((c) => c.title)).toContain(title);
    }
  });

  it('each order and filter answers what the shared catalogue rules select from the same courses', async () => {
    const cases = [
      { q: 'sort=price-low', filters: { sort: 'price-low' as const } },
      {
        q: 'sort=price-high&category=Data%20Science',
        filters: { sort: 'price-high' as const, category: 'Data Science' as const },
      },
      {
        q: 'sort=rating&category=DevOps&level=advanced',
        filters: { sort: 'rating' as const, category: 'DevOps' as const, level: 'advanced' as const },
      },
      { q: 'sort=duration&search=%20REACT%20', filters: { sort: 'duration' as const, search: ' REACT ' } },
      // A level without a category is ignored, as on the screens.
      { q: 'level=advanced', filters: { sort: 'popular' as const } },
    ];
    // All answers of one snapshot, compared with the whole list of that snapshot (read again if it changed).
    for (let attempt = 0; ; attempt++) {
      const all = await readAll('sort=popular');
      const answers = await Promise.all(cases.map(({ q }) => readAll(q, 7)));
      if (answers.some((a) => a.asOf !== all.asOf) && attempt < 5) continue;
      cases.forEach(({ q, filters }, i) => {
        const answer = answers[i]!;
        expect(
          answer.courses.map((c) => c.id),
          q,
        ).toEqual(applyCatalogue(all.courses, filters).map((c) => c.id));
        expect(answer.total, q).toBe(answer.courses.length);
        expect(answer.counts, q).toEqual(all.counts);
      });
      expect(answers[3]!.total).toBeGreaterThan(0);
      return;
    }
  });

  it('a course published now is on the catalogue screens within the snapshot time', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const title = `Catalogue snapshot ${Date.now()} kaleidoscope`;
    await createCourse({
      ...makeCourse({ instructorId: instructor.user.id }),
      title,
      category: 'Cyber Security',
    });

    await expect
      .poll(async () => (await api(`/api/catalogue?search=${encodeURIComponent(title)}`)).body.courses, {
        timeout: 15_000,
        interval: 500,
      })
      .toMatchObject([{ title, category: 'Cyber Security' }]);
  });

  it('refuses what it does not know with a 400 and a message', async () => {
    const bad = [
      ['sort=newest', /Sort must be one of: popular, rating, duration, price-low, price-high/],
      ['category=Cooking', /Category must be one of/],
      ['category=DevOps&level=expert', /Level must be beginner, intermediate or advanced/],
      ['limit=49', /limit/i],
      [`search=${'a'.repeat(101)}`, /Search: at most 100 characters/],
      [`cursor=${Buffer.from('{"o":"x"}').toString('base64url')}`, /^Invalid cursor$/],
      [`cursor=${Buffer.from('{"GSI3PK":"CATALOG"}').toString('base64url')}`, /^Invalid cursor$/],
    ] as const;
    for (const [query, message] of bad) {
      const res = await api(`/api/catalogue?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });
});
