import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closePagesAfterTests, openApp, pageWidths, pathOf, pauseClock, waitForApp } from './helpers/app';

/**
 * The home page and the course catalogue through the production build in headless Chromium
 * (spec part 1 §2 home page, simple and full catalogue, navbar search; §4 carousel, catalogue filters,
 * feature card highlight; §9 constants; part 2 §9 statistics). Timers are driven with Playwright's clock.
 */

closePagesAfterTests();

const SLIDE_MS = 7000;
const FEATURE_MS = 4000;

interface CourseRow {
  id: string;
  title: string;
  description: string;
  category: string;
  level: string;
  price: number;
  enrollmentCount: number;
}

/** Every page of a course list of the API (`courses` and `nextCursor`). */
async function readPages(path: string): Promise<CourseRow[]> {
  const rows: CourseRow[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(
      `${inject('apiUrl')}${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = (await response.json()) as { courses: CourseRow[]; nextCursor: string | null };
    rows.push(...body.courses);
    cursor = body.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * The published catalogue as the table holds it (the seed has 26 courses), read once: once the catalogue
 * screens' snapshot (GET /api/catalogue, kept 10 s) says the same, so what earlier files changed is in both.
 */
let catalogue: Promise<CourseRow[]> | undefined;
function publishedCourses(): Promise<CourseRow[]> {
  catalogue ??= (async () => {
    const key = (rows: CourseRow[]) =>
      rows
        .map((c) => `${c.id}:${c.enrollmentCount}:${c.price}`)
        .sort()
        .join();
    for (let attempt = 0; attempt < 30; attempt++) {
      const [table, screens] = await Promise.all([
        readPages('/api/courses?limit=100'),
        readPages('/api/catalogue?limit=48'),
      ]);
      if (key(table) === key(screens)) return table;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('the catalogue screens never caught up with the table');
  })();
  return catalogue;
}

/** Most enrolled first, then by title: the catalogue's default order. */
const popularOrder = (rows: CourseRow[]) =>
  [...rows].sort(
    (a, b) =>
      b.enrollmentCount - a.enrollmentCount || a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
  );

/** Clicks "Load more courses" until all `total` matching courses are on the page. */
async function loadEveryPage(page: Page, total: number) {
  const cards = page.locator('main ul[aria-label="Matching courses"] > li');
  const more = page.getByRole('button', { name: 'Load more courses' });
  await expect
    .poll(
      async () => {
        const shown = await cards.count();
        if (shown < total && (await more.isVisible()) && (await more.isEnabled())) {
          await more.click().catch(() => undefined);
        }
        return shown;
      },
      { timeout: 20_000 },
    )
    .toBe(total);
}

const countLabel = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`;

/** Waits until the catalogue's live count says `n` courses. */
const seeCount = (page: Page, n: number) =>
  page
    .getByRole('status')
    .filter({ hasText: countLabel(n) })
    .waitFor();

const hero = (page: Page) => page.getByRole('region', { name: 'Why learn with us' });

/** The carousel's `n / 4` counter as it reads now. */
const counterNow = (page: Page) =>
  hero(page)
    .getByText(/^\d \/ 4$/)
    .textContent();

async function expectCounter(page: Page, text: string) {
  await hero(page).getByText(text, { exact: true }).waitFor();
}

/** Scrolls to the bottom until the sections that load on approach (AI Insights onwards) are in. */
async function loadLowerSections(page: Page) {
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .waitFor();
  const insights = page.getByRole('heading', { name: 'AI Insights 2025' });
  for (let attempt = 0; attempt < 20 && !(await insights.isVisible()); attempt++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await insights.waitFor({ timeout: 500 }).catch(() => undefined);
  }
  await insights.waitFor();
}

/** Course titles of the full catalogue's cards, in order. */
const cardTitles = (page: Page) =>
  page.locator('main ul[aria-label="Matching courses"] h3').allTextContents();

describe('home page', () => {
  it('shows the eight sections in order', async () => {
    const page = await openApp('/');

    await loadLowerSections(page);

    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'Become the Talent Every Company Wants to Hire',
      "Our learners work at India's leading companies",
      'Find the course that fits your next step',
      'AI Insights 2025',
      'Everything you need to get certified and hired',
      'Learners who made the switch',
      'Results that speak for themselves',
      'Your next job starts with your next skill',
    ];
    const positions = order.map((heading) => headings.indexOf(heading));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(
      await page.getByRole('list', { name: 'Companies that hire our learners' }).locator('li').count(),
    ).toBe(17);
  });

  it('hero carousel: auto-plays every 7 s and wraps 4 → 1; pause stops it; previous, next and dots', async () => {
    // Arrange
    const page = await openApp('/', { clock: true });
    const autoPlay = hero(page).getByRole('button', { name: 'Auto-play slides' });
    await expectCounter(page, '1 / 4');
    await expect.poll(() => autoPlay.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => hero(page).getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current'))
      .toBe('true');

    // Time stands still from here on and moves only as the test says. Choosing a slide starts the
    // 7 seconds afresh.
    await pauseClock(page);
    await hero(page).getByRole('button', { name: 'Go to slide 2' }).click();
    await expectCounter(page, '2 / 4');
    await hero(page).getByRole('heading', { name: 'The Gold Standard in Tech Certifications' }).waitFor();

    // Act + Assert: not a moment before 7 seconds…
    await page.clock.runFor(SLIDE_MS - 1);
    await page.waitForTimeout(200);
    expect(await counterNow(page)).toBe('2 / 4');
    // …then one slide on, every 7 seconds, and from the last back to the first
    await page.clock.runFor(1);
    await expectCounter(page, '3 / 4');
    for (const counter of ['4 / 4', '1 / 4']) {
      await page.clock.runFor(SLIDE_MS);
      await expectCounter(page, counter);
    }
    await hero(page)
      .getByRole('heading', { name: 'Become the Talent Every Company Wants to Hire' })
      .waitFor();

    // Next, previous (wrapping backwards) and a dot
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expectCounter(page, '2 / 4');
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expectCounter(page, '4 / 4');
    await hero(page).getByRole('link', { name: 'Get Started' }).waitFor();
    const dot3 = hero(page).getByRole('button', { name: 'Go to slide 3' });
    await dot3.click();
    await expectCounter(page, '3 / 4');
    await expect.poll(() => dot3.getAttribute('aria-current')).toBe('true');
    await hero(page).getByRole('link', { name: 'See Our Recognition' }).waitFor();

    // Pause: time passes, the slide stays
    await autoPlay.click();
    await expect.poll(() => autoPlay.getAttribute('aria-pressed')).toBe('false');
    await page.clock.runFor(3 * SLIDE_MS);
    await page.waitForTimeout(200);
    expect(await counterNow(page)).toBe('3 / 4');

    // Play again: 7 seconds later it moves on
    await autoPlay.click();
    await page.clock.runFor(SLIDE_MS);
    await expectCounter(page, '4 / 4');
  });

  it('the highlighted feature card moves every 4 s and follows the pointer and keyboard focus', async () => {
    // Arrange
    const page = await openApp('/', { clock: true });
    await loadLowerSections(page);
    const features = page.getByRole('heading', { name: 'Everything you need to get certified and hired' });
    await features.scrollIntoViewIfNeeded();
    const highlighted = page.locator('[data-highlighted="true"] h3');
    const cards = page.locator('li[data-highlighted]');
    expect(await cards.count()).toBe(9);
    const titles = await cards.locator('h3').allTextContents();
    const start = titles.indexOf((await highlighted.textContent()) ?? '');

    // Act + Assert: rotation
    await page.clock.runFor(FEATURE_MS);
    await expect.poll(() => highlighted.textContent()).toBe(titles[(start + 1) % 9]);
    await page.clock.runFor(FEATURE_MS);
    await expect.poll(() => highlighted.textContent()).toBe(titles[(start + 2) % 9]);

    // Hover: the card under the pointer is highlighted and stays so
    await cards.nth(6).hover();
    await expect.poll(() => highlighted.textContent()).toBe(titles[6]);
    await page.clock.runFor(3 * FEATURE_MS);
    expect(await highlighted.textContent()).toBe(titles[6]);

    // Pointer away: rotation resumes from there
    await page.mouse.move(0, 0);
    await page.clock.runFor(FEATURE_MS);
    await expect.poll(() => highlighted.textContent()).toBe(titles[7]);

    // Keyboard focus moves it too
    await cards.nth(2).focus();
    await expect.poll(() => highlighted.textContent()).toBe(titles[2]);
    expect(await page.locator('[data-highlighted="true"]').count()).toBe(1);
  });

  it('the statistics count up to 15,000+, 85%, ₹3.5 LPA and 2,500+ once scrolled into view', async () => {
    // Arrange
    const page = await openApp('/', { clock: true });
    await loadLowerSections(page);
    const block = page.getByRole('region', { name: 'Results that speak for themselves' });
    const students = block.locator('[data-stat="students"] [aria-hidden="true"]');

    // Act
    await block.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);

    // Assert: under way (500 per 50 ms), then every target, then still
    await expect.poll(async () => (await students.textContent()) !== '0+').toBe(true);
    await page.clock.runFor(3000);
    const values = () => block.locator('dd [aria-hidden="true"]').allTextContents() as Promise<string[]>;
    await expect.poll(values).toEqual(['15,000+', '85%', '₹3.5 LPA', '2,500+']);
    await page.clock.runFor(2000);
    expect(await values()).toEqual(['15,000+', '85%', '₹3.5 LPA', '2,500+']);
    // Screen readers hear the final figures, not the moving digits
    expect(await block.locator('dd .sr-only').first().textContent()).toBe(
      'More than 15,000 students trained',
    );
  });

  it('with reduced motion the statistics show their final values at once', async () => {
    const page = await openApp('/', { reducedMotion: true });
    await loadLowerSections(page);
    const block = page.getByRole('region', { name: 'Results that speak for themselves' });

    await block.scrollIntoViewIfNeeded();

    expect(await block.locator('dd [aria-hidden="true"]').allTextContents()).toEqual([
      '15,000+',
      '85%',
      '₹3.5 LPA',
      '2,500+',
    ]);
  });

  it('the simple catalogue filters by search, category and level, and says No courses found', async () => {
    // Arrange
    const courses = await publishedCourses();
    const page = await openApp('/');
    const section = page.getByRole('region', { name: 'Find the course that fits your next step' });
    await section
      .getByRole('link', { name: /^View Details/ })
      .first()
      .waitFor();
    expect(await section.getByLabel('Level').count()).toBe(0);

    // Act: a category brings the level choice; a level narrows it
    await section.getByLabel('Category').selectOption('DevOps');
    await section.getByLabel('Level').selectOption('advanced');

    // Assert
    const expected = popularOrder(courses).filter((c) => c.category === 'DevOps' && c.level === 'advanced');
    await expect
      .poll(() => section.locator('article h3').allTextContents())
      .toEqual(expected.map((c) => c.title));

    // Act: another category resets the level
    await section.getByLabel('Category').selectOption('AI/ML');
    await expect.poll(() => section.getByLabel('Level').inputValue()).toBe('');

    // Act: a search with no match, then Clear
    await section.getByLabel('Find a course').fill('zzz no such course');
    await section.getByRole('heading', { name: 'No courses found' }).waitFor();
    await section.getByRole('button', { name: 'Clear' }).first().click();

    // Assert: back to the first cards, no category, no level choice
    await section
      .getByRole('link', { name: /^View Details/ })
      .first()
      .waitFor();
    await expect.poll(() => section.getByLabel('Category').inputValue()).toBe('');
    expect(await section.getByLabel('Level').count()).toBe(0);
    const link = section.getByRole('link', { name: /^View Details/ }).first();
    await expect.poll(() => link.getAttribute('href')).toBe(`/courses/${popularOrder(courses)[0]!.id}`);
  });

  it('has no sideways scrolling at 360 px, with every section loaded', async () => {
    const page = await openApp('/', { width: 360, height: 740 });
    await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .waitFor();

    await loadLowerSections(page);
    await page.getByRole('heading', { name: 'Your next job starts with your next skill' }).waitFor();

    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

describe('navbar search', () => {
  it('lands on /courses with the search applied', async () => {
    // Arrange
    const courses = await publishedCourses();
    const expected = courses.filter((c) => `${c.title} ${c.description}`.toLowerCase().includes('react'));
    const page = await openApp('/');

    // Act
    const box = page.getByRole('searchbox', { name: 'Search courses' }).first();
    await box.fill('React');
    await box.press('Enter');

    // Assert
    await page.waitForURL((url) => url.pathname === '/courses' && url.searchParams.get('search') === 'React');
    await expect.poll(() => page.getByLabel('Search the catalogue').inputValue()).toBe('React');
    await seeCount(page, expected.length);
    expect((await cardTitles(page)).sort()).toEqual(expected.map((c) => c.title).sort());
  });
});

describe('course catalogue', () => {
  it('shows every published course, most popular first, under Master New Skills', async () => {
    const courses = await publishedCourses();
    const page = await openApp('/courses');

    await page.getByRole('heading', { level: 1, name: 'Master New Skills' }).waitFor();
    await seeCount(page, courses.length);

    const expected = popularOrder(courses);
    // A page of 24, then the rest with Load more courses
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 24).map((c) => c.title));
    await loadEveryPage(page, courses.length);
    expect(await cardTitles(page)).toEqual(expected.map((c) => c.title));
    expect(await page.getByRole('link', { name: /^View Course Details/ }).count()).toBe(courses.length);
    expect(await page.getByRole('button', { name: 'Load more courses' }).count()).toBe(0);
  });

  it('a category tile brings difficulty buttons; a new category resets the level', async () => {
    // Arrange
    const courses = await publishedCourses();
    const page = await openApp('/courses');
    await seeCount(page, courses.length);
    const difficulty = page.getByRole('group', { name: 'Difficulty' });
    expect(await difficulty.count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Categories' }).getByRole('button').count()).toBe(6);

    // Act: a category
    const devOps = page.getByRole('button', { name: /^DevOps/ });
    await devOps.click();

    // Assert
    await expect.poll(() => devOps.getAttribute('aria-pressed')).toBe('true');
    await difficulty.waitFor();
    const inDevOps = courses.filter((c) => c.category === 'DevOps');
    await seeCount(page, inDevOps.length);
    expect(new URL(page.url()).searchParams.get('category')).toBe('DevOps');

    // Act: a level
    await difficulty.getByRole('button', { name: 'Advanced' }).click();

    // Assert
    const advanced = inDevOps.filter((c) => c.level === 'advanced');
    await seeCount(page, advanced.length);
    expect(new URL(page.url()).searchParams.get('level')).toBe('advanced');
    await expect
      .poll(() => difficulty.getByRole('button', { name: 'Advanced' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Act: another category
    await page.getByRole('button', { name: /^AI\/ML/ }).click();

    // Assert: the level is reset
    await page.waitForURL((url) => url.searchParams.get('category') === 'AI/ML');
    expect(new URL(page.url()).searchParams.has('level')).toBe(false);
    await expect
      .poll(() => difficulty.getByRole('button', { name: 'All levels' }).getAttribute('aria-pressed'))
      .toBe('true');
    const inAi = courses.filter((c) => c.category === 'AI/ML');
    await seeCount(page, inAi.length);
  });

  it('Price: Low to High really orders by price', async () => {
    // Arrange
    const courses = await publishedCourses();
    const page = await openApp('/courses');
    await seeCount(page, courses.length);

    // Act
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });

    // Assert
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-low');
    const shownPrices = async () => {
      const texts = await page
        .locator('main ul[aria-label="Matching courses"] article p', { hasText: /^Price: / })
        .allTextContents();
      return texts.map((text) => {
        const shown = text.replace('Price: ', '');
        return shown === 'Free' ? 0 : Number(shown.replace(/[₹,]/g, ''));
      });
    };
    const sorted = courses.map((c) => c.price).sort((a, b) => a - b);
    // The first page in the new order (the popular order's prices are not sorted), then the rest
    await expect.poll(shownPrices).toEqual(sorted.slice(0, 24));
    await loadEveryPage(page, courses.length);
    await expect.poll(shownPrices).toEqual(sorted);
  });

  it('active-filter chips are removable and Clear all resets everything', async () => {
    // Arrange
    const courses = await publishedCourses();
    const page = await openApp('/courses?search=a&category=DevOps&level=advanced');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
    await expect
      .poll(() => chips.allTextContents())
      .toEqual([
        'Remove filter Search: “a”',
        'Remove filter Category: DevOps',
        'Remove filter Level: Advanced',
      ]);

    // Act: remove the level chip
    await page.getByRole('button', { name: 'Remove filter Level: Advanced' }).click();

    // Assert
    await page.waitForURL((url) => !url.searchParams.has('level'));
    await expect.poll(() => chips.count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('category')).toBe('DevOps');

    // Act: Clear all
    await page.getByRole('button', { name: 'Clear all' }).click();

    // Assert
    await page.waitForURL((url) => url.pathname === '/courses' && url.search === '');
    await seeCount(page, courses.length);
    await expect.poll(() => page.getByLabel('Search the catalogue').inputValue()).toBe('');
    expect(await page.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
  });

  it('a search with no match offers Show All Courses, and typing does not flood the history', async () => {
    // Arrange
    const courses = await publishedCourses();
    const page = await openApp('/courses');
    await seeCount(page, courses.length);
    const historyBefore = await page.evaluate(() => history.length);

    // Act
    await page.getByLabel('Search the catalogue').pressSequentially('quantum basket weaving');

    // Assert
    await page.getByRole('heading', { name: 'No courses found' }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('quantum basket weaving');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // Act
    await page.getByRole('button', { name: 'Show All Courses' }).click();

    // Assert
    await seeCount(page, courses.length);
    await expect.poll(() => page.getByLabel('Search the catalogue').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
  });

  it('every filter is in the address and survives a reload', async () => {
    // Arrange
    const courses = await publishedCourses();
    const expected = courses.filter(
      (c) =>
        c.category === 'Data Science' &&
        c.level === 'intermediate' &&
        `${c.title} ${c.description}`.toLowerCase().includes('data'),
    );
    const page = await openApp('/courses');
    await seeCount(page, courses.length);

    // Act: choose everything, then reload
    await page.getByRole('button', { name: /^Data Science/ }).click();
    await page
      .getByRole('group', { name: 'Difficulty' })
      .getByRole('button', { name: 'Intermediate' })
      .click();
    await page.getByLabel('Sort by').selectOption('rating');
    await page.getByLabel('Search the catalogue').fill('data');
    await page.waitForURL((url) => url.searchParams.get('search') === 'data');
    await page.reload();
    await waitForApp(page);

    // Assert
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'Data Science',
      level: 'intermediate',
      sort: 'rating',
      search: 'data',
    });
    await seeCount(page, expected.length);
    await expect.poll(() => page.getByLabel('Search the catalogue').inputValue()).toBe('data');
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('rating');
    await expect
      .poll(() => page.getByRole('button', { name: /^Data Science/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Difficulty' })
          .getByRole('button', { name: 'Intermediate' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect((await cardTitles(page)).sort()).toEqual(expected.map((c) => c.title).sort());
    expect(pathOf(page)).toBe('/courses');
  });
});
