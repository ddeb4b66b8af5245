/** Headless Chromium's flags for the tests and the Lighthouse bench: no sandbox, GPU or background traffic. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
] as const;
