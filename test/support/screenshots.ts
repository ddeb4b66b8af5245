/**
 * `npm run screenshots`: every page of the production build, full length, at 360 and 1280 px, into
 * `screenshots/` (not committed), to look at as a visitor would: the public pages, and the signed-in screens as
 * the demo student, instructor and admin. Starts its own local stack on free ports with the demo data, as the
 * bench does; prints any page that scrolls sideways.
 * - `npm run screenshots -- about course` takes only the pages named (`--list` prints the names);
 * - `--out DIR` writes the pictures to DIR instead;
 * - `--locale hi` takes the pages in Hindi (`/hi/…`, pictures named `<page>-hi-<width>.png`) and prints, for each,
 *   the controls and labels still in English (test/support/ui-english.ts);
 * - `npm run screenshots -- --compare BEFORE AFTER` compares two such folders pixel by pixel (in Chromium) and
 *   prints, for each picture, how many pixels differ and whether the page's height changed: for a change that
 *   must not change what people see.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { freePort } from '../../infra/local/ports';
import { DEMO_PASSWORD, seed } from '../../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../../infra/local/stack';
import { isLocale, type Locale, localisedPath } from '../../shared/src/locale';
import { closeBrowser, newPage } from './browser';
import { fetchPost, signInSteps } from './mfa';
import { englishOnPage } from './ui-english';
import { startPreview } from './web-preview';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const defaultOut = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

type Role = 'student' | 'instructor' | 'admin';
/** The demo user each signed-in screen is seen as (infra/local/seed.ts). */
const SIGNED_IN: Record<Role, string> = {
  student: 'student@demo.academy',
  instructor: 'instructor@demo.academy',
  admin: 'admin@demo.academy',
};

/** Value of a `--name value` option, taken out of the arguments. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--compare') return compare(path.resolve(args[1] ?? ''), path.resolve(args[2] ?? ''));
  const outDir = path.resolve(option(args, '--out') ?? defaultOut);
  const localeOption = option(args, '--locale') ?? 'en';
  if (!isLocale(localeOption))
    throw new Error(`--locale must be one of the academy's languages, not ${localeOption}`);
  const locale: Locale = localeOption;
  const suffix = locale === 'en' ? '' : `-${locale}`;
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
      const tokens = new Map<Role, { token: string; refreshToken: string }>();
      for (const [role, email] of Object.entries(SIGNED_IN) as [Role, string][]) {
        // The demo admin's sign-in asks for its authenticator code too (test/support/mfa.ts computes it).
        const res = await signInSteps(fetchPost(stack.apiUrl), email, DEMO_PASSWORD);
        tokens.set(role, res.body as { token: string; refreshToken: string });
      }
      const learning = await firstEnrolledCourse(stack.apiUrl, tokens.get('student')!.token);
      const signedIn: Record<string, [Role, string]> = {
        profile: ['student', '/profile'],
        // Issue 41: consents, exports and the deletion of the account.
        'profile-privacy': ['student', '/profile/privacy'],
        'student-dashboard': ['student', '/student/dashboard'],
        learn: ['student', `/learn/${learning}`],
        'student-certificates': ['student', '/student/certificates'],
        'student-support': ['student', '/student/support'],
        'student-live-sessions': ['student', '/student/live-sessions'],
        'student-assignments': ['student', '/student/assignments'],
        'student-course-assignments': ['student', `/student/assignments/${learning}`],
        'student-forum': ['student', '/student/discussion-forum'],
        'student-notifications': ['student', '/student/notifications'],
        'student-chat': ['student', '/student/chat'],
        'student-purchases': ['student', '/student/purchases'],
        'instructor-dashboard': ['instructor', '/instructor/dashboard'],
        'instructor-courses': ['instructor', '/instructor/courses'],
        'instructor-students': ['instructor', '/instructor/students'],
        'instructor-chats': ['instructor', '/instructor/chats'],
        'instructor-discussions': ['instructor', '/instructor/discussions'],
        'instructor-tickets': ['instructor', '/instructor/tickets'],
        'instructor-coupons': ['instructor', '/instructor/coupons'],
        'admin-dashboard': ['admin', '/admin/dashboard'],
        'admin-courses': ['admin', '/admin/courses'],
        'admin-add-course': ['admin', '/admin/add-course'],
        'admin-support': ['admin', '/admin/support'],
        'admin-users': ['admin', '/admin/users'],
        'admin-add-user': ['admin', '/admin/add-user'],
        'admin-payments': ['admin', '/admin/payments'],
        'admin-coupons': ['admin', '/admin/coupons'],
        'admin-audit': ['admin', '/admin/audit'],
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
        'help-center': '/help-center',
        'support-tickets': '/support-tickets',
        // A mail's link without its token: the page's refusal (a valid link needs a signed token).
        unsubscribe: '/unsubscribe',
        // A parent's consent link without its token: the page's refusal (a valid link needs a signed token).
        'guardian-consent': '/guardian-consent',
        ...Object.fromEntries(Object.entries(signedIn).map(([name, [, pathname]]) => [name, pathname])),
      };
      if (args.includes('--list')) {
        console.info(Object.keys(pages).join('\n'));
        return;
      }
      const named = args;
      mkdirSync(outDir, { recursive: true });
      for (const size of WIDTHS) {
        for (const [name, pathname] of Object.entries(pages)) {
          if (named.length > 0 && !named.includes(name)) continue;
          const { page, context } = await newPage({ ...size, baseURL: web.url });
          // A busy machine (tests or other builds beside it) is slow, not broken: wait longer than a test would.
          page.setDefaultTimeout(120_000);
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const role = signedIn[name]?.[0];
          if (role) {
            // Signed in as the app keeps a session (lib/auth/session.ts), before any of its scripts runs.
            const { token, refreshToken } = tokens.get(role)!;
            await page.addInitScript(
              `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('refreshToken', ${JSON.stringify(refreshToken)});`,
            );
          }
          await page.goto(localisedPath(pathname, locale));
          await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
          await settled(page);
          // Scroll to the end and back, so sections loaded on approach are in the picture.
          await page.evaluate(`(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          })()`);
          await settled(page);
          const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
            '[document.documentElement.scrollWidth, window.innerWidth]',
          );
          const file = path.join(outDir, `${name}${suffix}-${size.width}.png`);
          const english = locale === 'en' ? [] : await englishOnPage(page);
          // A full-page picture paints beyond the window, where the browser skips what is styled
          // `content-visibility: auto` (course cards, course sections, the footer) until it nears the window; shown here
          // as a visitor scrolling sees it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.screenshot({ path: file, fullPage: true });
          console.info(
            `${scrollWidth > innerWidth ? 'SIDEWAYS' : 'ok      '} ${String(size.width).padStart(4)} px  ${pathname.padEnd(40)} ${path.relative(process.cwd(), file)}`,
          );
          for (const text of english) console.info(`  english: ${text}`);
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

/**
 * Waits until the page's network is quiet, for 20 s at most: a course page's early request for a course that does
 * not exist is never reported finished by Chromium, so the page would never count as idle.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
}

/** The course the demo student's learning page and course assignments are shown for: their first enrolment. */
async function firstEnrolledCourse(apiUrl: string, token: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/enrollments/my-courses`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { enrollments?: { course?: { _id?: string } }[] };
  const id = body.enrollments?.[0]?.course?._id;
  if (!id) throw new Error(`The demo student has no enrolment (${res.status})`);
  return id;
}

/** Runs in the page: the two PNGs (base64) drawn on canvases, and their pixels compared. */
const COMPARE_IN_BROWSER = `async (first, second) => {
  const load = async (data) => {
    const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + data)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [x, y] = await Promise.all([load(first), load(second)]);
  let differing = 0;
  for (let row = 0; row < Math.min(x.height, y.height); row++)
    for (let column = 0; column < Math.min(x.width, y.width); column++) {
      const i = (row * x.width + column) * 4;
      const j = (row * y.width + column) * 4;
      if (x.data[i] !== y.data[j] || x.data[i + 1] !== y.data[j + 1] || x.data[i + 2] !== y.data[j + 2] || x.data[i + 3] !== y.data[j + 3]) differing++;
    }
  return { width: [x.width, y.width], height: [x.height, y.height], differing };
}`;

/**
 * Compares the pictures of two folders pixel by pixel in Chromium (a canvas each), and prints each picture's
 * count of differing pixels; a picture of another height, or missing on one side, is named as such.
 */
async function compare(before: string, after: string) {
  const names = readdirSync(before).filter((name) => name.endsWith('.png'));
  const { page, context } = await newPage({ width: 400, height: 300 });
  let changed = 0;
  try {
    for (const name of names) {
      if (!existsSync(path.join(after, name))) {
        console.info(`missing  ${name}`);
        changed++;
        continue;
      }
      const [a, b] = [before, after].map((dir) => readFileSync(path.join(dir, name)).toString('base64'));
      const result = await page.evaluate<{ width: number[]; height: number[]; differing: number }>(
        `(${COMPARE_IN_BROWSER})(${JSON.stringify(a)}, ${JSON.stringify(b)})`,
      );
      const resized = result.height[0] !== result.height[1] || result.width[0] !== result.width[1];
      if (resized || result.differing > 0) changed++;
      console.info(
        `${resized ? 'RESIZED ' : result.differing > 0 ? 'DIFFERS ' : 'same    '} ${name.padEnd(40)} ${result.differing} px differ${resized ? `, ${result.width[0]}x${result.height[0]} → ${result.width[1]}x${result.height[1]}` : ''}`,
      );
    }
    console.info(`${names.length} pictures, ${changed} changed`);
  } finally {
    await context.close();
    await closeBrowser();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
