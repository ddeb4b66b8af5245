/**
 * `npm run screenshots`: every public page of the production build, full length, at 360 and 1280 px, into
 * `screenshots/` (not committed), to look at as a visitor would. Starts its own local stack on free ports
 * with the demo data, as the bench does; prints any page that scrolls sideways.
 * `npm run screenshots -- about course` takes only the pages named.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../infra/local/ports';
import { seed } from '../../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../../infra/local/stack';
import { closeBrowser, newPage } from './browser';
import { startPreview } from './web-preview';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-screenshots-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({ dataDir, ports });
  try {
    await seed();
    const web = await startPreview(await freePort(), stack.apiUrl);
    try {
      const { courses } = (await (await fetch(`${stack.apiUrl}/api/courses`)).json()) as {
        courses: { id: string }[];
      };
      const pages: Record<string, string> = {
        home: '/',
        courses: '/courses',
        course: `/courses/${courses[0]?.id}`,
        'course-not-found': '/courses/01NOSUCHCOURSE00000000000',
        about: '/about',
        contact: '/contact',
        companies: '/companies',
        universities: '/universities',
        blog: '/blog',
        article: '/blog/full-stack-developer-roadmap',
        faq: '/faq',
        terms: '/terms',
        privacy: '/privacy',
        'refund-policy': '/refund-policy',
        login: '/login',
        register: '/register',
        'forgot-password': '/forgot-password',
      };
      const named = process.argv.slice(2);
      mkdirSync(outDir, { recursive: true });
      for (const size of WIDTHS) {
        for (const [name, pathname] of Object.entries(pages)) {
          if (named.length > 0 && !named.includes(name)) continue;
          const { page, context } = await newPage({ ...size, baseURL: web.url });
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(pathname);
          await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          // Scroll to the end and back, so sections loaded on approach are in the picture.
          await page.evaluate(`(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          })()`);
          await page.waitForLoadState('networkidle');
          const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
            '[document.documentElement.scrollWidth, window.innerWidth]',
          );
          const file = path.join(outDir, `${name}-${size.width}.png`);
          // A full-page picture paints beyond the window, where the browser skips what is styled
          // `content-visibility: auto` (course cards, course sections, the footer) until it nears the window; shown here
          // as a visitor scrolling sees it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.screenshot({ path: file, fullPage: true });
          console.info(
            `${scrollWidth > innerWidth ? 'SIDEWAYS' : 'ok      '} ${String(size.width).padStart(4)} px  ${pathname.padEnd(40)} ${path.relative(process.cwd(), file)}`,
          );
          await context.close();
        }
      }
    } finally {
      await closeBrowser();
      await web.stop();
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
