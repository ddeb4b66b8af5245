import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

let browser: Browser | undefined;

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
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
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
  const page = await context.newPage();
  return { page, context };
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
