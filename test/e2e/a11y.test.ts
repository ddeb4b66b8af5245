import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatFindings, seriousViolations } from '../support/axe';
import { closePagesAfterTests, openApp } from './helpers/app';

/**
 * Every public page of the route table (spec part 1 §2), on the production build, at a desktop and a
 * phone width: axe-core finds no serious or critical violation, and the page has exactly one h1 and a
 * title. Lighthouse's scores are measured by `npm run bench`, not here.
 */

closePagesAfterTests();

const MAIN_CONTENT_TIMEOUT_MS = 15_000;
/** After the h1 shows, data may still be on its way (course lists, the course); wait for quiet, bounded. */
const SETTLE_TIMEOUT_MS = 10_000;

/** A course of the seeded catalogue. */
const coursePath = memo(async () => {
  const response = await fetch(`${inject('apiUrl')}/api/courses?limit=1`);
  const { courses } = (await response.json()) as { courses: { id: string }[] };
  if (!courses[0]) throw new Error('GET /api/courses?limit=1 returned no course; is the stack seeded?');
  return `/courses/${courses[0].id}`;
});

/** The first article, found the way a visitor finds it: its link on /blog. */
const firstArticlePath = memo(async () => {
  const page = await openApp('/blog');
  await mainContent(page, '/blog');
  const link = page.locator('main a[href^="/blog/"]').first();
  if ((await link.count()) === 0)
    throw new Error('/blog shows no link to an article (main a[href^="/blog/"])');
  return (await link.getAttribute('href'))!;
});

const publicPages: { page: string; path: string | (() => Promise<string>) }[] = [
  { page: 'home', path: '/' },
  { page: 'catalogue', path: '/courses' },
  { page: 'course', path: coursePath },
  { page: 'missing course', path: '/courses/01JNOSUCHCOURSE000000000000' },
  { page: 'companies', path: '/companies' },
  { page: 'universities', path: '/universities' },
  { page: 'blog', path: '/blog' },
  { page: 'blog article', path: firstArticlePath },
  { page: 'about', path: '/about' },
  { page: 'contact', path: '/contact' },
  { page: 'faq', path: '/faq' },
  { page: 'help centre', path: '/help-center' },
  { page: 'terms', path: '/terms' },
  { page: 'privacy', path: '/privacy' },
  { page: 'refund policy', path: '/refund-policy' },
  { page: 'login', path: '/login' },
  { page: 'register', path: '/register' },
  { page: 'forgot password', path: '/forgot-password' },
];

const viewports = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

const cases = publicPages.flatMap((p) => viewports.map((v) => ({ ...p, ...v })));

describe('public pages are accessible (axe-core: no serious or critical violations)', () => {
  it.each(cases)('$page at $width px', async ({ path, width, height }) => {
    // Arrange
    const url = typeof path === 'string' ? path : await path();
    const page = await openApp(url, { width, height });
    await mainContent(page, url);

    // Act
    const findings = await seriousViolations(page);

    // Assert: soft, so one run reports everything to fix on the page
    expect.soft(formatFindings(findings), `axe on ${url} at ${width} px`).toEqual([]);
    expect.soft(await page.getByRole('heading', { level: 1 }).count(), `h1 count on ${url}`).toBe(1);
    expect.soft((await page.title()).trim(), `document title of ${url}`).not.toBe('');
  });
});

/**
 * States a visitor reaches by acting, not by opening an address: dialogs, menus, messages and empty
 * results. Each is brought about on a fresh page, then scanned as it stands.
 */
const interactiveStates: {
  state: string;
  path: string | (() => Promise<string>);
  width: number;
  act: (page: Page) => Promise<void>;
}[] = [
  {
    state: 'the preview dialog playing',
    path: coursePath,
    width: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: 'Preview Course' }).first().click();
      await page.getByRole('dialog', { name: 'Course preview' }).locator('video').waitFor();
    },
  },
  {
    state: 'the slide-in menu',
    path: '/',
    width: 360,
    act: async (page) => {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    state: 'the catalogue with filters and no match',
    path: '/courses?category=DevOps&level=advanced&search=nothing-matches-this',
    width: 360,
    act: (page) => page.getByRole('button', { name: 'Show All Courses' }).waitFor(),
  },
  {
    state: 'the contact thank-you',
    path: '/contact',
    width: 360,
    act: async (page) => {
      await page.getByLabel('Full Name').fill('Aarav Patel');
      await page.getByLabel('Email Address').fill('aarav@example.com');
      await page.getByLabel('Subject').fill('Fees');
      await page.getByLabel('Message', { exact: true }).fill('Hello');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Thank you for your message! We will get back to you soon.').waitFor();
    },
  },
  {
    state: 'a blog search with no match',
    path: '/blog',
    width: 1280,
    act: async (page) => {
      await page.getByLabel('Search articles').fill('quantum basket weaving');
      await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    },
  },
  {
    state: 'a help search with an answer open',
    path: '/faq',
    width: 360,
    act: async (page) => {
      await page.getByRole('searchbox').last().fill('refund');
      await page.locator('main details summary').first().click();
    },
  },
];

describe('public pages stay accessible as a visitor uses them', () => {
  it.each(interactiveStates)('$state at $width px', async ({ state, path, width, act }) => {
    // Arrange
    const url = typeof path === 'string' ? path : await path();
    const page = await openApp(url, { width, height: width === 360 ? 740 : 800 });
    await mainContent(page, url);

    // Act
    await act(page);

    // Assert
    expect(formatFindings(await seriousViolations(page)), `axe on ${url} at ${width} px, ${state}`).toEqual(
      [],
    );
  });
});

/** Waits for the page's h1, then (bounded) for the network to go quiet so data-driven content is in. */
async function mainContent(page: Page, url: string) {
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: MAIN_CONTENT_TIMEOUT_MS });
  } catch {
    throw new Error(`${url}: no h1 appeared within ${MAIN_CONTENT_TIMEOUT_MS / 1000} s`);
  }
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
}

/** Computes a value once, on first use, and shares it between the tests that need it. */
function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}
