import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHash } from '../../infra/lib/web';
import { api, DEMO_PASSWORD, newStudent, signIn } from '../support/api';
import { closeBrowser, newPage } from '../support/browser';
import {
  earlyHeroShown,
  pageWidths,
  recordErrors,
  reportPolicyViolations,
  servedWithPolicy,
  submitLogin,
  waitForApp,
  waitForPath,
  watchEarlyHero,
} from './helpers/app';

/**
 * The course page through the production build in headless Chromium (spec part 2 §1 refund wording,
 * §2 course detail, §9 section offset and refund window): jump bar, hero, preview, filler content,
 * Course not found and Enroll Now for a signed-out visitor.
 */

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(closeBrowser);

const SECTION_OFFSET_PX = 100;
const JUMP_BAR = [
  'About Course',
  'Course Overview',
  'Learning Outcomes',
  'Highlights',
  'Curriculum',
  'Tools & Tech',
  'Instructors',
  'Alumni Speaks',
  'Admission Process',
  'Dream Companies',
  'Fee & Registration',
  'FAQs',
];

interface CourseRow {
  id: string;
  title: string;
  thumbnail: string;
  totalDuration: number;
  enrollmentCount: number;
  level: string;
  price: number;
  rating: { average: number; count: number };
}

let catalogue: Promise<CourseRow[]> | undefined;
/** The seeded published courses. */
function catalogueRows(): Promise<CourseRow[]> {
  catalogue ??= fetch(`${inject('apiUrl')}/api/courses?limit=100`)
    .then((response) => response.json() as Promise<{ courses: CourseRow[] }>)
    .then((body) => body.courses);
  return catalogue;
}

/** A published course of the demo instructor's with no thumbnail: React's hero shows its tinted frame alone. */
async function courseWithoutArt(): Promise<{ id: string; title: string }> {
  const instructor = await signIn('instructor@demo.academy');
  const created = await api('/api/courses', {
    method: 'POST',
    token: instructor.token,
    body: {
      title: `No Art Yet ${Date.now().toString(36)}`,
      description: 'A course whose instructor has not picked a thumbnail.',
      category: 'DevOps',
      price: 0,
      isPublished: true,
    },
  });
  expect(created.status).toBe(201);
  expect(created.body.course.thumbnail).toBe('');
  return created.body.course;
}

/** A seeded course by the slug of its thumbnail (/course-art/<slug>.svg). */
async function courseBySlug(slug: string): Promise<CourseRow> {
  const course = (await catalogueRows()).find((c) => c.thumbnail === `/course-art/${slug}.svg`);
  if (!course) throw new Error(`The seed has no published course ${slug}`);
  return course;
}

async function open(
  path: string,
  options: { width?: number; height?: number; reducedMotion?: boolean } = {},
): Promise<Page> {
  const { page, context } = await newPage({ ...options, baseURL: inject('webUrl') });
  contexts.push(context);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForApp(page);
  return page;
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

/** Waits until the section's top is 100 px from the top of the window and stays there. */
async function expectAtOffset(page: Page, id: string) {
  const distance = async () => Math.abs((await sectionTop(page, id)) - SECTION_OFFSET_PX);
  await expect.poll(distance, { timeout: 10_000 }).toBeLessThanOrEqual(1);
  await page.waitForTimeout(300);
  expect(await distance()).toBeLessThanOrEqual(1);
}

describe('course page', () => {
  it('shows the hero facts, the price card and the refund promise', async () => {
    const course = await courseBySlug('react-typescript-production-apps');
    const page = await open(`/courses/${course.id}`);

    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();

    const facts = await page.getByRole('list', { name: 'Course facts' }).first().textContent();
    expect(facts).toContain(`${course.totalDuration} min`);
    expect(facts).toContain(`${course.enrollmentCount.toLocaleString('en-IN')} students enrolled`);
    // The seeded ratings (seed-learners.ts): one student has rated this course so far.
    expect(course.rating.count).toBeGreaterThan(0);
    const ratings = `${course.rating.count.toLocaleString('en-IN')} rating${course.rating.count === 1 ? '' : 's'}`;
    expect(facts).toContain(`${course.rating.average.toFixed(1)} (${ratings})`);
    expect(facts).toMatch(/intermediate level/i);
    const priceCard = page.getByRole('complementary', { name: 'Price and enrolment' });
    expect(await priceCard.textContent()).toContain(`₹${course.price.toLocaleString('en-IN')}`);
    await priceCard.getByText('100% refund if not satisfied in the first 7 days').waitFor();
    await page.getByText('50+', { exact: true }).waitFor();
    await page.getByText('5+', { exact: true }).waitFor();
  });

  it('a free course is priced Free', async () => {
    const course = await courseBySlug('web-foundations-html-css-js');
    const page = await open(`/courses/${course.id}`);

    const priceCard = page.getByRole('complementary', { name: 'Price and enrolment' });
    await priceCard.waitFor();

    expect(await priceCard.locator('p', { hasText: /^Price: / }).textContent()).toBe('Price: Free');
  });

  it('the jump bar has the twelve entries and brings a section to 100 px from the top', async () => {
    // Arrange
    const course = await courseBySlug('deep-learning-pytorch');
    const page = await open(`/courses/${course.id}`);
    const bar = page.getByRole('navigation', { name: 'Course sections' });
    await bar.waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(JUMP_BAR);

    // Act: smooth scroll
    await bar.getByRole('link', { name: 'Curriculum' }).click();

    // Assert
    await expectAtOffset(page, 'curriculum');
    expect(await bar.getByRole('link', { name: 'Curriculum' }).getAttribute('aria-current')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('curriculum');

    // Act: back up the page
    await bar.getByRole('link', { name: 'Learning Outcomes' }).click();

    // Assert
    await expectAtOffset(page, 'outcomes');
    expect(await bar.getByRole('link', { name: 'Learning Outcomes' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await bar.locator('[aria-current="true"]').count()).toBe(1);
  });

  it('with reduced motion the jump is instant, and the bar follows scrolling by hand', async () => {
    // Arrange
    const course = await courseBySlug('deep-learning-pytorch');
    const page = await open(`/courses/${course.id}`, { reducedMotion: true });
    const bar = page.getByRole('navigation', { name: 'Course sections' });
    await bar.waitFor();

    // Act
    await bar.getByRole('link', { name: 'Alumni Speaks' }).click();

    // Assert: there at once
    expect(Math.round(await sectionTop(page, 'alumni'))).toBe(SECTION_OFFSET_PX);

    // Act: scroll by hand to the tools section
    await page.evaluate((offset) => {
      const top = document.getElementById('tools')!.getBoundingClientRect().top + window.scrollY - offset;
      window.scrollTo(0, top);
    }, SECTION_OFFSET_PX);

    // Assert
    await expect
      .poll(() => bar.getByRole('link', { name: 'Tools & Tech' }).getAttribute('aria-current'))
      .toBe('true');
  });

  it('Preview Course plays the first module video in a lazily loaded player', async () => {
    // Arrange
    const course = await courseBySlug('web-foundations-html-css-js');
    const page = await open(`/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.waitForLoadState('networkidle');
    const playerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/video-player-[^/]+\.js$/.test(request.url())) playerChunks.push(request.url());
    });

    // Act
    await page.getByRole('button', { name: 'Preview Course' }).first().click();

    // Assert: the player's code arrives only now, and the sample lesson plays
    const dialog = page.getByRole('dialog', { name: 'Course preview' });
    const video = dialog.locator('video');
    await video.waitFor();
    expect(playerChunks).toHaveLength(1);
    expect(await video.evaluate((el: HTMLVideoElement) => new URL(el.src).pathname)).toBe(
      '/media/sample-lesson.mp4',
    );
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Act: keyboard only, Tab moves between Close and the player's controls and stays in the dialog
    const focused = () => page.evaluate(() => document.activeElement?.tagName.toLowerCase());
    expect(await focused()).toBe('button');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('video');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button');

    // Act: close it
    await page.keyboard.press('Escape');

    // Assert: closed, and focus is back on the button that opened it
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Preview Course');
  });

  it('a course without a video says Preview not available', async () => {
    const course = await courseBySlug('mobile-architecture-at-scale');
    const page = await open(`/courses/${course.id}`);

    await page.getByRole('button', { name: 'Preview Course' }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Course preview' });
    await dialog.getByText('Preview not available', { exact: true }).waitFor();
    expect(await dialog.locator('video, iframe').count()).toBe(0);
  });

  it('a course with empty sections shows default content, with the no-refund FAQ', async () => {
    // Arrange
    const course = await courseBySlug('power-bi-dashboards');
    const page = await open(`/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();

    // Assert: every section is there and none is empty
    for (const id of [
      'about',
      'overview',
      'outcomes',
      'highlights',
      'curriculum',
      'tools',
      'instructors',
      'alumni',
      'admission',
      'companies',
      'fee',
      'faqs',
    ]) {
      const items = page.locator(`#${id} li, #${id} details`);
      expect(await items.count(), `#${id} has content`).toBeGreaterThan(0);
    }
    await page.locator('#highlights').getByText('Live plus recorded classes').waitFor();
    const faqs = page.locator('#faqs');
    await faqs.getByText('Can I get a refund after enrolling?').click();
    await faqs.getByText(/no refund once enrolled/).waitFor();
    // The page's promise stays, as the spec keeps both readings
    await page.getByText('100% refund if not satisfied in the first 7 days').first().waitFor();
  });

  it('the curriculum opens module by module and the instructor links open in a new tab', async () => {
    const course = await courseBySlug('react-typescript-production-apps');
    const page = await open(`/courses/${course.id}`);
    const curriculum = page.locator('#curriculum');
    await curriculum.locator('details').first().waitFor();

    const modules = curriculum.locator('details');
    expect(await modules.first().getAttribute('open')).not.toBeNull();
    await modules.nth(1).locator('summary').click();
    expect(await modules.nth(1).getAttribute('open')).not.toBeNull();

    const socials = page.locator('#instructors a[target="_blank"]');
    expect(await socials.count()).toBe(3);
    for (const link of await socials.all()) expect(await link.getAttribute('rel')).toContain('noopener');
  });

  it('a shared link lands on its section, and a broken #fragment still shows the course', async () => {
    const course = await courseBySlug('web-foundations-html-css-js');

    const shared = await open(`/courses/${course.id}#curriculum`);
    await shared.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expectAtOffset(shared, 'curriculum');

    const broken = await open(`/courses/${course.id}#%E0%A4%A`);
    await broken.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await broken.getByRole('heading', { level: 2, name: 'Curriculum' }).waitFor();
  });

  it('says Course not found for an unknown or malformed course id, with a way back to the catalogue', async () => {
    const malformed = await open('/courses/not.an.id');
    await malformed.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();

    const page = await open('/courses/01JNOSUCHCOURSE000000000000');

    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all courses' }).click();

    await waitForPath(page, '/courses');
  });

  it('Enroll Now sends a signed-out visitor to sign in, and back to the course after', async () => {
    // Arrange
    const course = await courseBySlug('sql-for-analysts');
    const student = await newStudent('Ishaan Enrol');
    const page = await open(`/courses/${course.id}`);

    // Act
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await waitForPath(page, '/login');
    await submitLogin(page, student.email, DEMO_PASSWORD);

    // Assert
    await waitForPath(page, `/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
  });

  it('has no sideways scrolling at 360 px', async () => {
    const course = await courseBySlug('deep-learning-pytorch');
    const page = await open(`/courses/${course.id}`, { width: 360, height: 740 });
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

describe('the course shell', () => {
  it('is served for a course page: the site around the loading course, painted before any script', async () => {
    // Act
    const course = await courseBySlug('web-foundations-html-css-js');
    const html = await (await fetch(new URL(`/courses/${course.id}`, inject('webUrl')))).text();
    const head = html.slice(0, html.indexOf('</head>'));

    // Assert: rendered at build time for every course (the course itself is per course)
    expect(html).toContain('<div id="root" data-prerendered="/courses/:id">');
    expect(html).toMatch(/<header[^>]*>[\s\S]*aria-label="Academy home"/);
    expect(html).toContain('Loading the course');
    // Its own first script, inline (the CSP allows it by its hash), which asks for the course and paints its
    // hero from the answer (the templates: with and without a preview, rated or not), and then starts the app
    const early = head.match(/<script data-early>([\s\S]+?)<\/script>/)?.[1];
    expect(early).toContain('/api/courses/');
    expect(contentSecurityPolicy('ap-south-1', inject('webDir'))).toContain(inlineScriptHash(early!));
    const variants = [...html.matchAll(/<template data-variant="(\w*)">/g)].map((m) => m[1]);
    expect(variants.sort()).toEqual(['', 'p', 'pr', 'r']);
    expect(head).toContain('<script data-after="academy:early-done" data-entry=');
    // The course screen's styles inline (its stylesheet linked disabled, for Vite's loader) and its code
    // started with the app's once the page has painted, as on the prerendered pages
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/course-detail-[\w-]+\.css" disabled>/,
    );
    const css = head.match(/href="(\/assets\/course-detail-[\w-]+\.css)"/)![1]!;
    const sheet = (await (await fetch(new URL(css, inject('webUrl')))).text()).trim();
    expect(head).toContain(sheet);
    expect(head).toMatch(/data-preload="[^"]*\/assets\/course-detail-[\w-]+\.js/);
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('paints the early hero and starts the app under the Content-Security-Policy the CDN sends', async () => {
    // Arrange: the course shell served with the CSP of infra/lib/web.ts for this build, as CloudFront adds it
    const course = await courseBySlug('web-foundations-html-css-js');
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    contexts.push(context);
    await servedWithPolicy(
      context,
      `**/courses/${course.id}`,
      contentSecurityPolicy('ap-south-1', inject('webDir')),
    );
    const errors = recordErrors(page);
    await reportPolicyViolations(page);
    await watchEarlyHero(page);

    // Act
    await page.goto(`/courses/${course.id}`);
    await waitForApp(page);

    // Assert: both inline scripts ran (the early hero showed, then the app) and nothing was refused
    await page.locator('#root h1').getByText(course.title).waitFor();
    expect(await earlyHeroShown(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each([
    ['a rated course', 360],
    ['a rated course', 1280],
    ['a course with no ratings yet', 360],
    ['a course with no ratings yet', 1280],
    ['a course without art', 360],
    ['a course without art', 1280],
  ])(
    "paints the hero of %s from the first answer at %i px, in the very boxes of React's hero",
    async (kind, width) => {
      // Arrange
      const course =
        kind === 'a rated course'
          ? await courseBySlug('web-foundations-html-css-js')
          : kind === 'a course without art'
            ? await courseWithoutArt()
            : (await catalogueRows()).find((row) => row.rating.count === 0 && row.thumbnail)!;
      const boxes = (page: Page, root: string) =>
        page.evaluate((selector) => {
          const hero = document.querySelector(selector)!;
          return ['nav', 'h1', 'p', 'ul', 'aside', 'img', 'aside p', 'button'].map((part) => {
            const element = hero.querySelector(part);
            const box = element?.getBoundingClientRect();
            return box
              ? `${part} ${Math.round(box.x)} ${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${element!.textContent}`
              : `${part} none`;
          });
        }, root);

      // Act: the early hero alone (the app's entry never arrives), then the page as React renders it
      const early = await newPage({ baseURL: inject('webUrl'), width, height: 800 });
      contexts.push(early.context);
      await early.page.route('**/assets/index-*.js', (route) => route.abort());
      await early.page.goto(`/courses/${course.id}`);
      await early.page.locator('#early-hero h1').waitFor();
      const painted = await boxes(early.page, '#early-hero');
      const banners = await early.page.getByRole('banner').count();
      const page = await open(`/courses/${course.id}`, { width, height: 800 });
      await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
      const rendered = await boxes(page, '#root main header');

      // Assert: the same words in the same places, and only React's hero once it shows
      expect(painted[1]).toContain(course.title);
      expect(painted).toEqual(rendered);
      expect(banners, "the site's header is the page's one banner").toBe(1);
      expect(await page.locator('#early-hero').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
    },
  );

  it('starts the app only once the early hero has painted', async () => {
    // Arrange: when the early hero is added, from the first script on
    const course = await courseBySlug('sql-for-analysts');
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    contexts.push(context);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('early-hero')) return;
        (window as unknown as { heroAt: number }).heroAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });

    // Act
    await page.goto(`/courses/${course.id}`);
    await waitForApp(page);

    // Assert: no script of the app was asked for before the hero was on the page
    const { heroAt, firstScript } = await page.evaluate(() => ({
      heroAt: (window as unknown as { heroAt?: number }).heroAt ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!early-)[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(heroAt).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(heroAt);
  });

  it('holds the enrol button of the early hero invisible for a signed-in visitor, whose button React decides', async () => {
    // Arrange: a student signed in on this device
    const course = await courseBySlug('web-foundations-html-css-js');
    const student = await newStudent('Early Hero Student');
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    contexts.push(context);
    await page.addInitScript((token) => localStorage.setItem('token', token), student.token);
    await page.route('**/assets/index-*.js', (route) => route.abort());

    // Act
    await page.goto(`/courses/${course.id}`);
    await page.locator('#early-hero h1').waitFor();

    // Assert
    expect(
      await page
        .locator('#early-hero [data-enrol]')
        .evaluate((button) => getComputedStyle(button).visibility),
    ).toBe('hidden');
    expect(await page.getByRole('button', { name: 'Preview Course' }).isVisible()).toBe(true);
  });

  it('is hydrated on a course address, keeps the served site and shows the course, without an error', async () => {
    // Arrange: the served header is tagged before any script runs
    const course = await courseBySlug('web-foundations-html-css-js');
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    contexts.push(context);
    const errors = recordErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('#root header')?.setAttribute('data-served', '');
      });
    });

    // Act
    await page.goto(`/courses/${course.id}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.waitForLoadState('networkidle');

    // Assert: the header on screen is the very node the HTML brought (hydrated, not rendered afresh)
    expect(await page.locator('#root header[data-served]').count()).toBe(1);
    expect(await page.title()).toBe(`${course.title} | Academy`);
    expect(errors).toEqual([]);
  });

  it('asks for the course once, before the app has arrived, and shows it from that answer', async () => {
    // Arrange
    const course = await courseBySlug('sql-for-analysts');
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    contexts.push(context);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/courses/${course.id}`) asked.push(request.url());
    });

    // Act
    await page.goto(`/courses/${course.id}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.waitForLoadState('networkidle');

    // Assert
    expect(asked).toHaveLength(1);
    expect(
      await page.evaluate(() =>
        document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ),
    ).toBe(course.thumbnail);
  });

  it('shows a draft to its instructor: the early answer is a 404, and the screen asks again with the token', async () => {
    // Arrange: a draft of the demo instructor's
    const instructor = await signIn('instructor@demo.academy');
    const created = await api('/api/courses', {
      method: 'POST',
      token: instructor.token,
      body: {
        title: 'Draft Seen By Its Instructor',
        description: 'Not published.',
        category: 'DevOps',
        price: 0,
      },
    });
    expect(created.body.course.isPublished).toBe(false);
    const page = await open('/login');
    await submitLogin(page, 'instructor@demo.academy', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');

    // Act: a fresh load of the draft's page, as a link or a reload would
    await page.goto(`/courses/${created.body.course.id}`);
    await waitForApp(page);

    // Assert
    await page.getByRole('heading', { level: 1, name: 'Draft Seen By Its Instructor' }).waitFor();
  });
});
