import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { prerenderedPaths } from '@academy/shared';
import { LOCALE_TAGS, LOCALES, localeOfPath, localisedPath } from '@academy/shared/locale';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHash } from '../../infra/lib/web';
import { newStudent } from '../support/api';
import { launch, newPage } from '../support/browser';
import {
  closePagesAfterTests,
  earlyHeroShown,
  openApp,
  recordErrors,
  reportPolicyViolations,
  servedWithPolicy,
  waitForApp,
  watchEarlyHero,
} from './helpers/app';

/**
 * The public pages rendered at build time (frontend/build/prerender.ts): each arrives as HTML with its
 * content and title, paints without any script, and is hydrated by React without a mismatch (a mismatch
 * makes React throw the markup away and render afresh, and reports it as an error).
 */

closePagesAfterTests();

/** The text of the first level-1 heading in a piece of HTML, tags stripped. */
const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

/** Every prerendered page in every language: `/courses`, `/hi/courses`, `/hi`. */
const pages = LOCALES.flatMap((locale) => prerenderedPaths.map((path) => localisedPath(path, locale)));
/** A chunk of a Hindi catalogue (`<feature>/locales/hi.po`). */
const HINDI_CHUNK = /\/assets\/hi-[\w-]+\.js$/;

/** The head's canonical address and its alternates by hreflang. */
function languageLinksOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
  return { canonical, alternates };
}

describe('prerendered public pages', () => {
  it.each(pages)('%s is served as HTML with its language, its heading and its own title', async (path) => {
    // Act
    const response = await fetch(new URL(path, inject('webUrl')));
    const html = await response.text();

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain(`<html lang="${LOCALE_TAGS[localeOfPath(path).locale]}">`);
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(h1Of(html)).toBeTruthy();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    if (localeOfPath(path).path === '/') expect(title).toBe('Academy');
    else expect(title).toMatch(/^.+ \| Academy$/);
  });

  it.each(prerenderedPaths)(
    '%s names itself canonical and its languages reciprocally, in English and Hindi',
    async (path) => {
      // Act
      const copies = await Promise.all(
        LOCALES.map(async (locale) => {
          const address = localisedPath(path, locale);
          const html = await (await fetch(new URL(address, inject('webUrl')))).text();
          return { locale, address, ...languageLinksOf(html) };
        }),
      );

      // Assert: each copy is its own canonical, and every copy lists the same alternates: each language's
      // address (absolute, on the site that serves it) and English as the default
      const site = new URL(inject('webUrl')).origin;
      const expected = {
        ...Object.fromEntries(LOCALES.map((l) => [LOCALE_TAGS[l], `${site}${localisedPath(path, l)}`])),
        'x-default': `${site}${path}`,
      };
      for (const copy of copies) {
        expect(copy.canonical, copy.address).toEqual([`${site}${copy.address}`]);
        expect(copy.alternates, copy.address).toEqual(expected);
        expect(copy.alternates[LOCALE_TAGS[copy.locale]], copy.address).toBe(copy.canonical[0]);
      }
    },
  );

  it('serves a Hindi client-side route the Hindi shell, which renders under /hi', async () => {
    // Act
    const html = await (await fetch(new URL('/hi/student/dashboard', inject('webUrl')))).text();
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    const errors = recordErrors(page);
    await page.goto('/hi/student/dashboard');
    await waitForApp(page);

    // Assert: the guard sends a visitor to the sign-in page, in Hindi too (the router's basename is /hi)
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<div id="root"></div>');
    await page.waitForURL((url) => url.pathname === '/hi/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves every other route the empty shell, which the browser renders', async () => {
    // Act
    const html = await (await fetch(new URL('/student/dashboard', inject('webUrl')))).text();

    // Assert
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it.each(pages)('%s is hydrated without an error and keeps its markup', async (path) => {
    // Arrange: a node of the served markup is tagged before any script runs
    const { page, context } = await newPage({ baseURL: inject('webUrl') });
    const errors = recordErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('#root h1')?.setAttribute('data-served', '');
      });
    });

    // Act
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');

    // Assert: the heading React shows is the very node the HTML brought (no fresh render)
    expect(await page.locator('#root h1[data-served]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/ in English loads no font file and no Hindi catalogue; /hi loads its Hindi catalogue before hydrating', async () => {
    const scriptsOf = async (path: string) => {
      const { page, context } = await newPage({ baseURL: inject('webUrl') });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const text = (await page.locator('#root').textContent()) ?? '';
      await context.close();
      return { requested, text };
    };

    // Act
    const english = await scriptsOf('/');
    const hindi = await scriptsOf('/hi');

    // Assert
    expect(english.requested.filter((p) => /\.(woff2?|ttf|otf)$/.test(p))).toEqual([]);
    expect(english.requested.filter((p) => HINDI_CHUNK.test(p))).toEqual([]);
    expect(hindi.requested.some((p) => HINDI_CHUNK.test(p))).toBe(true);
    expect(hindi.text).toMatch(/[\u0900-\u097F]/);
  });

  it('serves /hi/courses/{id} the Hindi course shell: the same early script, its hero painted, then hydrated under the CSP', async () => {
    // Arrange: a published course, and the shell served with the CSP of infra/lib/web.ts, as CloudFront adds it
    const { courses } = (await (await fetch(`${inject('apiUrl')}/api/courses?limit=1`)).json()) as {
      courses: { id: string; title: string }[];
    };
    const course = courses[0]!;
    const early = (html: string) => /<script data-early>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const english = await (await fetch(new URL(`/courses/${course.id}`, inject('webUrl')))).text();
    const hindi = await (await fetch(new URL(`/hi/courses/${course.id}`, inject('webUrl')))).text();
    const context = await (await launch()).newContext({ baseURL: inject('webUrl') });
    await servedWithPolicy(
      context,
      `**/hi/courses/${course.id}`,
      contentSecurityPolicy('ap-south-1', inject('webDir')),
    );
    const page = await context.newPage();
    const errors = recordErrors(page);
    await reportPolicyViolations(page);
    await watchEarlyHero(page);

    // Act
    await page.goto(`/hi/courses/${course.id}`);
    await waitForApp(page);

    // Assert: one early script for both shells (one CSP hash), the Hindi one's templates and language, and
    // in the browser the early hero, then React's, with nothing refused
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('data-prerendered="/hi/courses/:id"');
    expect(early(hindi)).toBeTruthy();
    expect(early(hindi)).toBe(early(english));
    await page.locator('#root h1').getByText(course.title).waitFor();
    expect(await earlyHeroShown(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/hi/courses/${course.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/hi preloads its Hindi catalogues with its chunks; / preloads none', async () => {
    // Act
    const preloads = async (path: string) => {
      const html = await (await fetch(new URL(path, inject('webUrl')))).text();
      return (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
    };

    // Assert
    expect((await preloads('/')).filter((p) => HINDI_CHUNK.test(p))).toEqual([]);
    expect((await preloads('/hi')).filter((p) => HINDI_CHUNK.test(p)).length).toBeGreaterThan(0);
  });

  it('/ carries its stylesheets inline, fetches none, paints once whole and starts its script after painting', async () => {
    // Act
    const html = await (await fetch(new URL('/', inject('webUrl')))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));

    // Assert: every stylesheet of the page is in the head's own <style>, whole and in the links' order
    const inline = head.match(/<style>([^<]+)<\/style>/)?.[1] ?? '';
    const sheets = [
      ...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+\.css)" disabled>/g),
    ].map((m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(1);
    const files = await Promise.all(
      sheets.map(async (href) => (await (await fetch(new URL(href, inject('webUrl')))).text()).trim()),
    );
    expect(inline).toBe(files.join('\n'));
    const titleClass = html.match(/<h2 class="([^" ]+)"/)?.[1];
    expect(titleClass).toBeTruthy();
    expect(inline).toContain(`.${titleClass}{`);
    // The links are disabled (not fetched; there for Vite's loader), and no other stylesheet is linked
    expect(head.match(/rel="stylesheet"/g)?.length).toBe(sheets.length);
    expect(html).not.toMatch(/as="style"/);
    // One paint of the whole page: rendering waits for the element after the markup
    expect(head).toContain('<link rel="expect" href="#page-end" blocking="render">');
    expect(body).toMatch(/<\/div><span id="page-end" hidden><\/span>/);
    // The chunks are not fetched with the HTML: the inline start-after-paint script adds them once the page
    // has painted, and the CSP allows that script by its hash; the favicon is inline too
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|src="\/boot\.js"/);
    const start = head.match(
      /<script data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+">([\s\S]+?)<\/script>/,
    )?.[1];
    expect(start).toBeTruthy();
    expect(contentSecurityPolicy('ap-south-1')).toContain(inlineScriptHash(start!));
    expect(head).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/);
  });

  it('hydrates / under the Content-Security-Policy the CDN sends, with no violation', async () => {
    // Arrange: the page served with the CSP of infra/lib/web.ts, as CloudFront adds it
    const context = await (await launch()).newContext({ baseURL: inject('webUrl') });
    await servedWithPolicy(context, '/', contentSecurityPolicy('ap-south-1'));
    const page = await context.newPage();
    const errors = recordErrors(page);
    await reportPolicyViolations(page);

    // Act
    await page.goto('/');
    await waitForApp(page);

    // Assert: the inline start script ran (the app hydrated) and nothing was refused
    expect(await page.locator('#root[data-prerendered="/"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('requests no stylesheet on /, and its chunks only after its largest contentful paint, and then hydrates', async () => {
    // Arrange: a phone
    const context = await (await launch()).newContext({
      baseURL: inject('webUrl'),
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();

    // Act
    await page.goto('/');
    await waitForApp(page);
    const timings = await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const requests = performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.+\.(js|css)$/.test(r.name));
      return {
        lcp,
        requests: requests.map((r) => r.startTime),
        stylesheets: requests.filter((r) => r.name.endsWith('.css')).length,
      };
    });

    // Assert: no stylesheet at all (they are inline), and every chunk after the paint (and some were)
    expect(timings.stylesheets).toBe(0);
    expect(timings.requests.length).toBeGreaterThan(3);
    expect(Math.min(...timings.requests)).toBeGreaterThan(timings.lcp);
    await context.close();
  });

  it('/ paints its first screen from its inline CSS as it looks with its stylesheets linked', async () => {
    // Arrange: no script, a phone's screen; the first page is served with its stylesheets linked instead
    // of inline, the second as built, and gets no stylesheet file at all
    const browser = await launch();
    const options = {
      javaScriptEnabled: false,
      baseURL: inject('webUrl'),
      viewport: { width: 360, height: 740 },
    };
    const styled = await browser.newContext(options);
    await styled.route('/', async (route) => {
      const response = await route.fetch();
      const linked = (await response.text())
        .replace(/<style>[^<]*<\/style>/, '')
        .replaceAll('" disabled>', '">');
      await route.fulfill({ response, body: linked });
    });
    const inlineOnly = await browser.newContext(options);
    await inlineOnly.route('**/*.css', (route) => route.abort());
    const look = async (context: typeof styled) => {
      const page = await context.newPage();
      await page.goto('/');
      return page.evaluate(() =>
        ['header', '#root h2', '#root h2 ~ p', '#root a[href="/about"]'].map((selector) => {
          const element = document.querySelector(selector)!;
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [selector, style.color, style.backgroundColor, style.fontSize, box.top, box.height];
        }),
      );
    };

    // Act
    const withFiles = await look(styled);
    const withInlineOnly = await look(inlineOnly);

    // Assert: same colours, sizes and places, so nothing moves or changes when the files arrive
    expect(withInlineOnly).toEqual(withFiles);
    await styled.close();
    await inlineOnly.close();
  });

  it('sends the pages and their scripts gzipped ahead of time, as the CDN keeps them, not compressed per request', async () => {
    // Arrange
    const html = await (await fetch(new URL('/', inject('webUrl')))).text();
    const script = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();

    for (const path of ['/', '/courses', script!]) {
      // Act
      const gzipped = await getRaw(new URL(path, inject('webUrl')), 'gzip');
      const plain = await getRaw(new URL(path, inject('webUrl')), 'identity');

      // Assert: a stored copy has its length up front (a response compressed as it is sent is chunked)
      expect(gzipped.headers['content-encoding'], path).toBe('gzip');
      expect(Number(gzipped.headers['content-length']), path).toBe(gzipped.body.length);
      expect(gzipped.headers.vary, path).toMatch(/accept-encoding/i);
      expect(gunzipSync(gzipped.body).equals(plain.body), path).toBe(true);
    }
  });

  it('keeps the chunks of the signed-in screens in the head of the shell, so they load in parallel', async () => {
    // Act
    const html = await (await fetch(new URL('/student/dashboard', inject('webUrl')))).text();
    const head = html.slice(0, html.indexOf('</head>'));

    // Assert
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
    expect(head.match(/rel="modulepreload"/g)?.length ?? 0).toBeGreaterThan(2);
    expect(head).not.toContain('data-preload');
  });

  it('paints the page without JavaScript', async () => {
    // Arrange
    const context = await (await launch()).newContext({
      javaScriptEnabled: false,
      baseURL: inject('webUrl'),
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();

    // Act
    await page.goto('/about');

    // Assert: heading, navigation and footer are there and styled (the stylesheets came with the HTML)
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    expect(await page.title()).toMatch(/\| Academy$/);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });

  it('sends a search made before the script runs to the catalogue', async () => {
    // Arrange: no script at all, the extreme of a slow phone
    const context = await (await launch()).newContext({
      javaScriptEnabled: false,
      baseURL: inject('webUrl'),
    });
    const page = await context.newPage();
    await page.goto('/about');

    // Act
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('python');
    await page.getByRole('searchbox', { name: 'Search courses' }).press('Enter');

    // Assert
    await page.waitForURL(
      (url) => url.pathname === '/courses' && url.searchParams.get('search') === 'python',
    );
    await context.close();
  });

  it('hydrates for a signed-in student too, and then shows their account menu', async () => {
    // Arrange: a student signed in on this device earlier
    const student = await newStudent('Prerender Student');
    const page = await openApp('/login');
    await page.evaluate(
      ([token, refreshToken]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('refreshToken', refreshToken!);
      },
      [student.token, student.refreshToken],
    );
    const errors = recordErrors(page);

    // Act
    await page.goto('/');
    await waitForApp(page);

    // Assert
    await page.getByRole('button', { name: /account menu/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** A GET with the given Accept-Encoding, and the body exactly as it came (fetch would decompress it). */
function getRaw(url: URL, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
