import { LOCALES, localeOfPath, localePrefix } from './locale';

/** The academy's name, as the header's logo, the page titles and the mails say it. */
export const BRAND_NAME = 'Academy';

/**
 * The grievance officer the privacy policy names (DPDP Act 2023 s.8(10), DPDP Rules 2025: a contact for
 * grievances, published). Demo values: a real deployment names its own officer, address and mailbox.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Kavita Rao',
  title: 'Grievance Officer',
  company: 'Academy Learning Private Limited',
  email: 'grievance@academy.example',
  postalAddress: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560103',
} as const;

/**
 * How many days we take at most to answer a grievance (a "Privacy / grievance" ticket or a mail to the officer):
 * the DPDP Rules 2025 allow up to 90 days; we promise 30. A privacy ticket's `respondBy` is its creation plus this.
 */
export const GRIEVANCE_RESPONSE_DAYS = 30;

/**
 * The public pages the web build renders to HTML ahead of time (frontend/build/prerender.ts): the same for
 * every visitor, so they paint before any script runs. Each is written as `<path>.html` (`/` as
 * `index.html`); a course page gets `course.html`, and every other path without a file extension is a
 * client-side route and gets `spa.html`, the empty shell. Each is rendered in every language: a Hindi page's
 * address is the English one under `/hi` (shared/src/locale.ts), and its file the English one's under `hi/`
 * (`/hi` → `hi/index.html`, `/hi/courses` → `hi/courses.html`, `hi/course.html`, `hi/spa.html`).
 * CloudFront's viewer-request function (infra/lib/web.ts) and `vite preview` map paths the same way. `/login` and `/register` are not here: they are for signed-out visitors only, so until the
 * browser knows who is signed in they show a spinner, which is all a build could render.
 */
export const prerenderedPaths = [
  '/',
  '/courses',
  '/about',
  '/contact',
  '/companies',
  '/universities',
  '/blog',
  '/faq',
  '/help-center',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/forgot-password',
] as const;

/** The empty shell every client-side route without a prerendered page is served. */
export const SPA_SHELL = '/spa.html';

/**
 * A course page (`/courses/{id}`) is rendered in the browser, as its data is per course, but its screen is
 * known from the address: it gets a shell of its own, rendered at build time for `COURSE_SHELL_RENDERED_FOR`
 * (the site around the course screen's loading state) and hydrated on every course address, which starts on
 * the course at once (frontend/src/early/course-page.ts).
 */
export const COURSE_SHELL = '/course.html';
export const COURSE_PAGE = /^\/courses\/[^/]+$/;
/** The address the course shell is rendered for (its `data-prerendered`); a route pattern, not a page. */
export const COURSE_SHELL_RENDERED_FOR = '/courses/:id';

/** The languages whose pages live under a prefix of their own (all but English): `hi`. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => localePrefix(locale) !== '');

/**
 * The file a path is served from: its prerendered page, the course shell, or the shell, in the language of the
 * address (`/hi/…` from `hi/`). Paths with a file extension are files.
 */
export function htmlFileFor(pathname: string): string | null {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  const { locale, path: unprefixed } = localeOfPath(pathname);
  const path = unprefixed.length > 1 && unprefixed.endsWith('/') ? unprefixed.slice(0, -1) : unprefixed;
  const prefix = localePrefix(locale);
  if (path === '/') return `${prefix}/index.html`;
  if ((prerenderedPaths as readonly string[]).includes(path)) return `${prefix}${path}.html`;
  return prefix + (COURSE_PAGE.test(path) ? COURSE_SHELL : SPA_SHELL);
}

/**
 * The `performance.mark` the web app sets once its first render has committed (hydrated onto a prerendered page,
 * or rendered afresh); `npm run bench -- web` reports when it happened.
 */
export const HYDRATED_MARK = 'academy:hydrated';

/**
 * Where the site serves uploaded course media (thumbnails) from: a folder of the site's own bucket, behind the
 * same CloudFront behaviour as the app's files (infra/lib/web.ts); locally the web servers proxy it to s3rver's
 * stand-in for that bucket (frontend/vite.config.ts). A course's uploaded thumbnail is
 * `/course-media/<courseId>/<id>.<webp|png|jpg>`.
 */
export const COURSE_MEDIA_PATH = '/course-media/';
