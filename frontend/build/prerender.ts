/**
 * Vite plugin: after the browser build is written, renders the public pages of `prerenderedPaths` to HTML
 * (src/entry-server.tsx, built for Node into a throw-away folder) and writes each as `<path>.html` next to
 * the build's index.html, with its screen's stylesheets inline and its chunks started by an inline script
 * once it has painted (`stylesInline`, `startAfterPaint`). The page paints from its HTML alone; main.tsx
 * then hydrates it. The course shell (`course.html`) is made the same way from the course page's loading
 * state: the site around a spinner, the same for every course, which main.tsx hydrates on any course
 * address while its first script (src/early/course-page.ts) fetches the course and paints its hero. The untouched index.html becomes `spa.html`, the shell every
 * other client-side route is served.
 *
 * Every page is rendered in each language (shared/src/locale.ts): English at its address, Hindi under `/hi`
 * into `hi/` (`hi/index.html`, `hi/courses.html`, `hi/course.html`, `hi/spa.html`), each with `<html lang>`
 * of its language, its canonical address (itself) and its alternates in every language (`hreflang`, and
 * `x-default` the English one): absolute addresses on the stage's site, `PUBLIC_SITE_URL` at build time
 * (`siteOrigin`). A Hindi page preloads the Hindi catalogues of what it shows, so it hydrates in Hindi.
 *
 * `vite preview` gets the same path-to-file mapping as CloudFront (`htmlFileFor`).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
// Relative, not the package name: Vite bundles the config's own files but loads packages with plain Node,
// which cannot read the shared package's TypeScript.
import {
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfPath,
  localePrefix,
  localisedPath,
  SOURCE_LOCALE,
} from '../../shared/src/locale.ts';
import {
  COURSE_SHELL,
  COURSE_SHELL_RENDERED_FOR,
  htmlFileFor,
  prerenderedPaths,
  SPA_SHELL,
} from '../../shared/src/site.ts';
import { EARLY_DONE_EVENT, EARLY_HERO_TEMPLATES } from '../src/early/hero-template.ts';
import type { HeroTemplates, RenderedPage } from '../src/entry-server';
import { catalogues } from './catalogues.ts';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const ROOT_TAG = '<div id="root"></div>';
/** The course shell's own first script (src/early/course-page.ts), built on its own. */
const EARLY_ENTRY = 'src/early/course-page.ts';
const TITLE = /<title>[^<]*<\/title>/;
/** The entry's module script and the modulepreload links Vite (and withHead) put in the head. */
const ENTRY_SCRIPT = /\n\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

const HTML_LANG = /<html lang="[^"]*">/;

/**
 * The site's origin for the pages' absolute addresses (canonical, hreflang): `PUBLIC_SITE_URL` at build time,
 * the stage's site (`https://academy.example.com`; the functions take their links from the same variable),
 * else the local dev server's. Search engines take only absolute addresses there.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const url = new URL(env.PUBLIC_SITE_URL || 'http://localhost:5173');
  return url.origin;
}

/**
 * The head links of a page in every language: its canonical address (itself, in its own language) and its
 * address in each language (`hreflang` by BCP 47 tag), with English as `x-default`. The same set on every
 * language's copy, so each names the others (reciprocal, as search engines require).
 */
export function languageLinks(pathname: string, origin: string): string[] {
  const absolute = (locale: Locale) => `${origin}${localisedPath(pathname, locale)}`;
  return [
    `<link rel="canonical" href="${escapeHtml(`${origin}${pathname}`)}">`,
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeHtml(absolute(locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(SOURCE_LOCALE))}">`,
  ];
}

/** The page's `<html lang>`: its language's tag. */
const withLang = (html: string, locale: Locale) =>
  html.replace(HTML_LANG, () => `<html lang="${LOCALE_TAGS[locale]}">`);

/**
 * The chunks of a language's catalogues (`<feature>/locales/hi.po`) the given chunks load on a page in that
 * language (build/catalogues.ts: each catalogue module imports its translation): preloaded with the page, so
 * hydration finds its texts without another round trip.
 */
function cataloguesOf(bundle: Bundle, chunks: Chunk[], locale: Locale): string[] {
  if (locale === SOURCE_LOCALE) return [];
  const po = new RegExp(`[\\\\/]locales[\\\\/]${locale}\\.po$`);
  const files = new Set<string>();
  for (const chunk of chunks) {
    for (const file of chunk.dynamicImports) {
      const target = bundle[file];
      if (target?.type === 'chunk' && target.facadeModuleId && po.test(target.facadeModuleId))
        files.add(file);
    }
  }
  return [...files];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The chunk whose entry module is `module` (a path under the frontend folder). */
function chunkOf(bundle: Bundle, root: string, module: string): Chunk | undefined {
  const id = path.join(root, module);
  return Object.values(bundle).find(
    (item): item is Chunk => item.type === 'chunk' && item.facadeModuleId === id,
  );
}

/** The CSS-module class names a stylesheet defines (`._title_1g0bo_97`). */
const classesOf = (css: string) => new Set([...css.matchAll(/\.(_[\w-]+)/g)].map((m) => m[1]!));

/** Every class name the rendered markup uses. */
const classesIn = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));

/**
 * The stylesheets and scripts a prerendered screen needs besides the entry's:
 * - its chunk and everything that chunk imports statically;
 * - of the chunks of our own code it may load lazily (the home page's lower sections, but also the course
 *   page it prefetches on hover), those whose styles the rendered markup uses: what rendered on the page.
 */
function assetsOf(bundle: Bundle, root: string, start: Chunk, entry: Chunk, html: string) {
  const own = path.join(root, 'src');
  const skip = new Set([entry.fileName, ...entry.imports]);
  const used = classesIn(html);
  const rendered = (chunk: Chunk) =>
    [...(chunk.viteMetadata?.importedCss ?? [])].some((file) => {
      const asset = bundle[file];
      const source = asset?.type === 'asset' ? String(asset.source) : '';
      return [...classesOf(source)].some((name) => used.has(name));
    });

  const js = new Set<string>();
  const css = new Set<string>();
  const lazy: Chunk[] = [];
  const visit = (chunk: Chunk) => {
    if (js.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) visit(bundle[file] as Chunk);
    for (const file of chunk.dynamicImports) lazy.push(bundle[file] as Chunk);
  };
  visit(start);
  for (let i = 0; i < lazy.length; i++) {
    const chunk = lazy[i]!;
    if (chunk.facadeModuleId?.startsWith(own) && rendered(chunk)) visit(chunk);
  }
  return { css: [...css], js: [...js] };
}

/** The page with the stylesheets and module preloads of its screen at the end of its head. */
function withHead(template: string, ...assets: { css: string[]; js: string[] }[]): string {
  const head = assets.flatMap(({ css, js }) => [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ]);
  return template.replace('  </head>', () => `${head.map((line) => `    ${line}\n`).join('')}  </head>`);
}

/** The script a prerendered page runs inline to start the app once painted (the CSP allows it by hash). */
const START_AFTER_PAINT = readFileSync(new URL('./start-after-paint.js', import.meta.url), 'utf8');
const FAVICON = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/;

/**
 * A prerendered page starts its script after its first paint. The entry's module script and every
 * modulepreload link leave the head, and start-after-paint.js adds them back once the browser reports the
 * page's largest contentful paint (or its first contentful paint where that is not reported; a frame and a
 * task where neither is), one per task so that no long task follows the paint, the entry last. A tab opened
 * in the background starts at once; a timer starts it after 3 s in any case.
 *
 * If its ~135 KB of script were requested with the HTML, it would share the (mobile) link with the first
 * paint and delay it; Lighthouse's simulation counts every request that finished before the largest paint as
 * needed for it. For the same reason the script is inline (its inputs on its own tag, so its text and CSP hash
 * are the same on every page) and so is the favicon. The shell of the signed-in screens (`spa.html`) keeps
 * its scripts in the head: it paints nothing before its script has run.
 */
function startAfterPaint(html: string, outDir: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('A prerendered page has no module script of the entry');
  if (!FAVICON.test(html)) throw new Error('index.html no longer links /favicon.svg as expected');
  const icon = readFileSync(path.join(outDir, 'favicon.svg'), 'utf8').trim();
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => `/${m[1]}`);
  const start = `<script data-entry="/${entry}" data-preload="${chunks.join(' ')}">${START_AFTER_PAINT}</script>`;
  return html
    .replace(
      FAVICON,
      () => `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(icon)}">`,
    )
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, (tag) => tag.replace(/<script[\s\S]*/, start));
}

/**
 * The first paint waits until the whole page is parsed (`rel="expect"`, Chromium 124+; other browsers ignore
 * it): a page this size arrives in one round trip, and one paint of all of it means one largest contentful
 * paint, after which the start-after-paint script starts the scripts, instead of a paint of the head of the
 * page and a later, larger one.
 */
const PAGE_END = 'page-end';
const RENDER_WHOLE = `  <link rel="expect" href="#${PAGE_END}" blocking="render">`;

const HEAD_STYLESHEET = /\n?\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * A prerendered page carries its screen's whole stylesheets in one `<style>` in its head, where the first
 * stylesheet link was (the files concatenated in the links' order, so the cascade is the one the links gave),
 * and requests no stylesheet: it paints from its HTML alone, with or without script, and nothing is restyled
 * when a file arrives later. Each link stays, `disabled` (a browser fetches no disabled stylesheet), so that
 * Vite's loader, which links a lazy chunk's CSS unless `link[href="…"][rel="stylesheet"]` is already there,
 * does not fetch them again when the screen's chunk loads; the client-side screens link their own as before.
 */
function stylesInline(outDir: string, html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const sheets = [...new Set([...head.matchAll(HEAD_STYLESHEET)].map((m) => m[1]!))];
  if (sheets.length === 0) throw new Error('A prerendered page links no stylesheet in its head');
  const css = sheets.map((file) => readFileSync(path.join(outDir, file), 'utf8').trim()).join('\n');
  if (/<\/style/i.test(css)) throw new Error('A stylesheet holds "</style", which cannot be inlined');
  let first = true;
  const inlined = head.replace(HEAD_STYLESHEET, (link) => {
    const disabled = link.replace('">', '" disabled>');
    if (!first) return disabled;
    first = false;
    return `\n    <style>${css}</style>${disabled}`;
  });
  return inlined + html.slice(head.length);
}

/**
 * Builds the course shell's first script (EARLY_ENTRY) on its own, as one classic script with everything it
 * imports inside, and returns its text: the shell carries it inline, as a request for it would be one more
 * round trip before the course is even asked for (and one Lighthouse counts as needed for the first paint).
 * The CSP allows it by its hash, which infra/lib/web.ts takes from the built shell at synth.
 */
async function buildEarlyScript(root: string, cache: string): Promise<string> {
  const dir = mkdtempSync(path.join(cache, 'early-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      // Lingui's macros, should the code it shares with the course screen use them; its texts come with the shell.
      plugins: [catalogues({ early: true })],
      // A library build leaves `process.env.NODE_ENV` as it is; Lingui's core would then keep its message compiler.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: dir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        lib: {
          entry: path.join(root, EARLY_ENTRY),
          formats: ['iife'],
          name: 'academyEarly',
          fileName: () => 'early.js',
        },
      },
    });
    const source = readFileSync(path.join(dir, 'early.js'), 'utf8').trim();
    if (/<\/script/i.test(source))
      throw new Error('The early script holds "</script", which cannot be inlined');
    return source;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The dev server's page (index.html, for every address) gets the `<html lang>` of the address's language, as
 * the built pages have theirs.
 */
export function devHtmlLang(): Plugin {
  return {
    name: 'academy:dev-html-lang',
    apply: 'serve',
    transformIndexHtml(html, context) {
      const pathname = new URL(context.originalUrl ?? context.path, 'http://localhost').pathname;
      return withLang(html, localeOfPath(pathname).locale);
    },
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr) return; // the Node build below
      const outDir = options.dir ?? config.build.outDir;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_TAG)) throw new Error(`index.html has no ${ROOT_TAG}`);
      if (!TITLE.test(template)) throw new Error('index.html has no <title>');
      if (!HTML_LANG.test(template)) throw new Error('index.html has no <html lang>');
      const origin = siteOrigin();
      const writeFile = (file: string, html: string) => {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, html);
      };
      // The shell of the client-side routes, in each language (`hi/spa.html`).
      for (const locale of LOCALES) writeFile(localePrefix(locale) + SPA_SHELL, withLang(template, locale));

      const entry = Object.values(bundle).find(
        (item): item is Chunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) throw new Error('The build has no entry chunk');

      // Inside node_modules, so the Node build finds react and the rest where the app does.
      const cache = path.join(config.root, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      const ssrDir = mkdtempSync(path.join(cache, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
        });
        const file = ['entry-server.js', 'entry-server.mjs']
          .map((name) => path.join(ssrDir, name))
          .find(existsSync);
        if (!file) throw new Error('The prerender build wrote no entry-server.js');
        const { renderPage, renderHeroTemplates, catalogueMessages } = (await import(
          pathToFileURL(file).href
        )) as {
          renderPage: (pathname: string) => Promise<RenderedPage>;
          renderHeroTemplates: (locale: Locale) => HeroTemplates;
          catalogueMessages: (locale: Locale, ids: readonly string[]) => Record<string, unknown>;
        };

        /**
         * Renders `pathname` (the screen of `route`, in `locale`) and writes it as `file`, with `extra` done to
         * its HTML before the CSS is inlined; `links` are its canonical and language links.
         */
        const write = async (
          locale: Locale,
          pathname: string,
          file: string,
          links: string[],
          extra = (html: string) => html,
        ) => {
          const page = await renderPage(pathname);
          const starts = page.modules.map((module) => {
            const chunk = chunkOf(bundle, config.root, module);
            if (!chunk) throw new Error(`No chunk for ${module}, the screen of ${pathname}`);
            return chunk;
          });
          const assets = starts.map((chunk) => assetsOf(bundle, config.root, chunk, entry, page.html));
          const loaded = [entry, ...entry.imports, ...assets.flatMap((a) => a.js)].map((item) =>
            typeof item === 'string' ? (bundle[item] as Chunk) : item,
          );
          const catalogues = { css: [], js: cataloguesOf(bundle, loaded, locale) };
          const head = [...links, RENDER_WHOLE.trim()].map((line) => `    ${line}\n`).join('');
          // Replacer functions: the markup may hold `$&` and the like, which a replacement string expands.
          const html = startAfterPaint(withHead(withLang(template, locale), ...assets, catalogues), outDir)
            .replace(TITLE, (original) =>
              page.title ? `<title>${escapeHtml(page.title)}</title>` : original,
            )
            .replace('  </head>', () => `${head}  </head>`)
            .replace(
              ROOT_TAG,
              () =>
                `<div id="root" data-prerendered="${escapeHtml(pathname)}">${page.html}</div><span id="${PAGE_END}" hidden></span>`,
            );
          writeFile(file, stylesInline(outDir, extra(html)));
        };
        for (const locale of LOCALES) {
          for (const route of prerenderedPaths) {
            const pathname = localisedPath(route, locale);
            const file = htmlFileFor(pathname);
            if (!file) throw new Error(`${pathname} has no HTML file`);
            await write(locale, pathname, file, languageLinks(pathname, origin));
          }
        }

        // The course pages' shell: the site around the course screen's loading state, the same for every
        // course, so a phone shows the site at once; early.js (src/early/course-page.ts) asks for the course
        // and paints its hero from the answer (the templates below) before the app starts.
        // The same script in every language (one CSP hash): the shell's templates carry the language.
        const early = await buildEarlyScript(config.root, cache);
        // The catalogue texts it uses (Lingui's compiled calls name them by id), in each shell's language.
        const earlyIds = [
          ...new Set([...early.matchAll(/\bid:\s*["'`]([\w+/=-]{6})["'`]/g)].map((m) => m[1]!)),
        ];
        for (const locale of LOCALES) {
          const templates = renderHeroTemplates(locale);
          const messages = earlyIds.length > 0 ? catalogueMessages(locale, earlyIds) : {};
          const holder =
            `<div id="${EARLY_HERO_TEMPLATES}" hidden data-page-class="${escapeHtml(templates.pageClass)}"` +
            ` data-accents="${escapeHtml(JSON.stringify(templates.accents))}"` +
            (earlyIds.length > 0 ? ` data-messages="${escapeHtml(JSON.stringify(messages))}"` : '') +
            '>' +
            Object.entries(templates.variants)
              .map(([variant, markup]) => `<template data-variant="${variant}">${markup}</template>`)
              .join('') +
            '</div>';
          // No canonical: the shell serves every course's address; the course screen is rendered in the browser.
          await write(
            locale,
            localisedPath(COURSE_SHELL_RENDERED_FOR, locale),
            localePrefix(locale) + COURSE_SHELL,
            [],
            (html) =>
              html
                .replace(TITLE, (title) => `${title}\n    <script data-early>${early}</script>`)
                .replace('<script data-entry=', () => `<script data-after="${EARLY_DONE_EVENT}" data-entry=`)
                .replace(`<span id="${PAGE_END}" hidden>`, (end) => `${holder}${end}`),
          );
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      // Before Vite's own fallback, which would send every unknown path to index.html (the home page).
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url && !req.url.startsWith('/api/')) {
          const url = new URL(req.url, 'http://localhost');
          const file = htmlFileFor(url.pathname);
          if (file && existsSync(path.join(outDir, file))) req.url = file + url.search;
        }
        next();
      });
    },
  };
}
