/**
 * Vite plugin: after the browser build is written, renders the public pages of `prerenderedPaths` to HTML
 * (src/entry-server.tsx, built for Node into a throw-away folder) and writes each as `<path>.html` next to
 * the build's index.html, with its screen's stylesheets and chunks linked in the head. The page paints
 * from HTML and CSS alone; main.tsx then hydrates it. The untouched index.html becomes `spa.html`, the
 * shell every other client-side route is served.
 *
 * `vite preview` gets the same path-to-file mapping as CloudFront (`htmlFileFor`).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
// Relative, not the package name: Vite bundles the config's own files but loads packages with plain Node,
// which cannot read the shared package's TypeScript.
import { COURSE_SHELL, htmlFileFor, prerenderedPaths, SPA_SHELL } from '../../shared/src/site.ts';
import type { RenderedPage } from '../src/entry-server';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const ROOT_TAG = '<div id="root"></div>';
/** The course page's screen (app/router.tsx), which the course shell loads with the app. */
const COURSE_SCREEN = 'src/features/courses/routes/course-detail.tsx';
const EARLY_SCRIPT = /\n\s*<script async src="\/early\.js"><\/script>/;
const TITLE = /<title>[^<]*<\/title>/;
/** The entry's module script and the modulepreload links Vite (and withHead) put in the head. */
const ENTRY_SCRIPT = /\n\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

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

/**
 * Inlines the rules a page's markup uses into a `<style>` in its head (beasties, on the served markup) and
 * takes its stylesheets off the critical path: each `<link rel="stylesheet">` in the head becomes a
 * `<link rel="preload" as="style">` (fetched at once) and the stylesheet itself is linked at the end of the
 * body, after all the markup, so the page paints with the inlined rules and the rest applies when it has
 * arrived. No script is involved (the CSP allows same-origin scripts only); without JavaScript the body link
 * still applies. The stylesheet files stay whole: other pages and the client-side screens link them too.
 */
function criticalCss(outDir: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    pruneSource: false,
    // Fonts are the system's; keyframes of the first screen (the carousel) stay inlined.
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  return async (html: string) => {
    const out = await beasties.process(html);
    if (!/<style>[^<]+<\/style>/.test(out)) throw new Error('beasties inlined no critical CSS');
    return out;
  };
}

/**
 * A prerendered page starts its script after its first paint: the entry's module script and every
 * modulepreload link leave the head, and public/boot.js (deferred, same-origin) adds them back once the page
 * has painted, all at once so the chunks still load in parallel. The shells (`spa.html` for the signed-in
 * screens, the course shell) keep them in the head: they paint nothing before their script has run.
 */
function startAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('A prerendered page has no module script of the entry');
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => `/${m[1]}`);
  const boot = `<script defer src="/boot.js" data-entry="/${entry}" data-preload="${chunks.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, (tag) => tag.replace(/<script[\s\S]*/, boot));
}

const STYLE_PRELOAD = /<link rel="preload" crossorigin href="\/[^"]+\.css" as="style">/g;
const BODY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * After beasties, a prerendered page's whole stylesheets wait for its first paint too: the head's preloads of
 * them go, and the links beasties moved to the end of the body become boot.js's `data-css` (it links them
 * with the scripts) and a `<noscript>` for a browser without script. The page paints from the inlined rules.
 */
function stylesAfterPaint(html: string): string {
  const sheets = [...html.matchAll(BODY_STYLESHEET)].map((m) => `/${m[1]}`);
  if (sheets.length === 0) throw new Error('beasties left no stylesheet link in the body');
  const links = sheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return html
    .replace(STYLE_PRELOAD, '')
    .replace(BODY_STYLESHEET, '')
    .replace(
      '<script defer src="/boot.js"',
      () => `<script defer src="/boot.js" data-css="${sheets.join(' ')}"`,
    )
    .replace('</body>', () => `<noscript>${links}</noscript></body>`);
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
      if (!EARLY_SCRIPT.test(template)) throw new Error('index.html no longer loads /early.js as expected');
      writeFileSync(path.join(outDir, SPA_SHELL), template);

      const entry = Object.values(bundle).find(
        (item): item is Chunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) throw new Error('The build has no entry chunk');

      // The course pages' shell: still empty, but it loads the course screen with the app.
      const courseScreen = chunkOf(bundle, config.root, COURSE_SCREEN);
      if (!courseScreen) throw new Error(`No chunk for ${COURSE_SCREEN}`);
      const course = assetsOf(bundle, config.root, courseScreen, entry, '');
      const inlineCriticalCss = criticalCss(outDir);
      writeFileSync(path.join(outDir, COURSE_SHELL), await inlineCriticalCss(withHead(template, course)));

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
        const { renderPage } = (await import(pathToFileURL(file).href)) as {
          renderPage: (pathname: string) => Promise<RenderedPage>;
        };

        for (const pathname of prerenderedPaths) {
          const page = await renderPage(pathname);
          const assets = page.modules.map((module) => {
            const chunk = chunkOf(bundle, config.root, module);
            if (!chunk) throw new Error(`No chunk for ${module}, the screen of ${pathname}`);
            return assetsOf(bundle, config.root, chunk, entry, page.html);
          });
          // Replacer functions: the markup may hold `$&` and the like, which a replacement string expands.
          const html = startAfterPaint(withHead(template, ...assets))
            .replace(TITLE, (original) =>
              page.title ? `<title>${escapeHtml(page.title)}</title>` : original,
            )
            // early.js starts the data of a page rendered in the browser; a prerendered page has it in its HTML.
            .replace(EARLY_SCRIPT, '')
            .replace(ROOT_TAG, () => `<div id="root" data-prerendered="${pathname}">${page.html}</div>`);
          const target = path.join(outDir, htmlFileFor(pathname) ?? '');
          writeFileSync(target, stylesAfterPaint(await inlineCriticalCss(html)));
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
