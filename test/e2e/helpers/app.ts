import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { closeBrowser, newPage } from '../../support/browser';
import { useLocalStackEnv } from '../../support/db';
import { totpOf, totpSecrets } from '../../support/mfa';

const contexts: BrowserContext[] = [];

/**
 * A fresh browser (own storage) on the web app, at a path and width, once React has taken over the page:
 * a prerendered page shows its buttons and fields before its script runs, and a click before hydration
 * would be a plain HTML one.
 */
export async function openApp(
  path = '/',
  options: { width?: number; height?: number; clock?: boolean; reducedMotion?: boolean } = {},
): Promise<Page> {
  const { page, context } = await newPage({
    width: options.width,
    height: options.height,
    baseURL: inject('webUrl'),
  });
  contexts.push(context);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // With `clock`, the page's timers are Playwright's: `page.clock.pauseAt` then `runFor` drive them.
  if (options.clock) await page.clock.install();
  await page.goto(path);
  await waitForApp(page);
  return page;
}

/**
 * Stops the page's clock (installed with `openApp(path, { clock: true })`) at about its present time; from
 * then on it moves only by `page.clock.runFor`. The page's time runs on while the test asks for it, so a
 * reading can be in the past by the time it is used: then it reads again.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Waits until React has rendered or hydrated the page (RootLayout marks `<html data-ready>`) and, on a
 * course page, shows the course: until then the course shell shows the early hero, whose heading and
 * buttons are not React's (frontend/src/early).
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.locator('#early-hero').waitFor({ state: 'detached' });
}

/** Errors the page reports from now on: console errors (React's hydration reports) and uncaught ones. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Answers the context's requests for `url` with the Content-Security-Policy `policy` added, as CloudFront adds it. */
export async function servedWithPolicy(context: BrowserContext, url: string, policy: string) {
  await context.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

/** From the page's first byte, each CSP violation is a console error (so `recordErrors` lists it). */
export const reportPolicyViolations = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

/** From the page's first byte, notes whether a course page's early hero showed; `earlyHeroShown` reads it. */
export const watchEarlyHero = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('early-hero')) return;
      (window as unknown as { heroShown: boolean }).heroShown = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

export const earlyHeroShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { heroShown?: boolean }).heroShown);

export async function closeContexts() {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/**
 * A browser journey's file: this worker pointed at the local stack (as its handlers are), each test's pages
 * closed after it and the browser after the file.
 */
export function useBrowserJourney(): void {
  useLocalStackEnv();
  closePagesAfterTests();
}

/** Each test's pages closed after it, and the browser after the file. */
export function closePagesAfterTests(): void {
  afterEach(closeContexts);
  afterAll(closeBrowser);
}

/** The local value of a datetime-local field `minutes` from now, to the minute. */
export function localDateTimeIn(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Makes the page's tab hidden or shown again, as the browser tells the app (`visibilitychange`). */
export const setPageHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Waits until the text is on screen (exact match of an element's text). */
export async function see(page: Page, text: string | RegExp) {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'visible' });
}

/**
 * Fills the login form and presses Sign In (the page must be on /login). For an account whose authenticator
 * this process knows (the demo admin's fixed secret, or one set up here), it then answers the code step as a
 * person would, with the app's current code; a refused password shows its alert instead, and is left so.
 */
/**
 * The consent gate (issue 41) of an account with no consent on record (one an admin made): agree to the privacy
 * notice, and go on.
 */
export async function agreeAtTheGate(page: Page) {
  await page.getByRole('heading', { name: 'Please read our privacy notice' }).waitFor();
  await page.getByLabel('I have read and agree to the privacy notice').check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
}

export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (!totpSecrets.has(email)) return;
  const code = page.getByLabel('6-digit code');
  const refused = page.getByRole('alert').first();
  await Promise.race([code.waitFor().catch(() => {}), refused.waitFor().catch(() => {})]);
  if (!(await code.isVisible())) return;
  await code.fill(totpOf(email));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Opens the user menu in the navigation bar and presses Logout. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/** The bearer token the app keeps in browser storage (spec: key `token`). */
export const storedToken = (page: Page) => page.evaluate<string | null>("localStorage.getItem('token')");

/** Page width against viewport width: [scrollWidth, innerWidth]. */
export const pageWidths = (page: Page) =>
  page.evaluate<[number, number]>('[document.documentElement.scrollWidth, window.innerWidth]');

/**
 * A journey's screenshots into `dir` (made before the journey): the page, full length, at 360 and 1280 px as
 * `<name>-<width>.png`; at each width it must not scroll sideways.
 */
export function widthScreenshots(dir: string) {
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
  });
  return async (page: Page, name: string) => {
    const { height } = page.viewportSize() ?? { height: 800 };
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height });
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForTimeout(100);
      const [scroll, inner] = await pageWidths(page);
      expect(scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(inner);
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    }
  };
}
