import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { browserAnswerProblems } from './api';
import { CHROME_FLAGS } from './chrome-flags';

let browser: Browser | undefined;
/** The check of every /api answer the pages received against the OpenAPI document; reported by closeBrowser. */
const answerChecks: Promise<string[]>[] = [];

/** Chromium from CHROME_PATH or Debian's package; a clear error if there is none. */
export function chromePath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH.',
    );
  }
  return found;
}

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [...CHROME_FLAGS],
  });
  return browser;
}

/** A fresh, isolated browser context (own storage) and page at the given width. */
export async function newPage(options: { width?: number; height?: number; baseURL?: string } = {}): Promise<{
  page: Page;
  context: BrowserContext;
}> {
  const context = await (await launch()).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    baseURL: options.baseURL,
  });
  // Under Vitest only: screenshots.ts opens pages outside a test run, with no document to check against.
  if (process.env.VITEST)
    context.on('response', (response) => answerChecks.push(browserAnswerProblems(response)));
  const page = await context.newPage();
  return { page, context };
}

/** Closes the browser; fails (in the file's afterAll) if a page received an API answer the document does not describe. */
export async function closeBrowser(): Promise<void> {
  // Before closing: a check still reading an answer's body needs the browser.
  const problems = [...new Set((await Promise.all(answerChecks.splice(0))).flat())];
  await browser?.close();
  browser = undefined;
  if (problems.length > 0)
    throw new Error(`API answers do not match /api/openapi.json:\n${problems.join('\n')}`);
}
