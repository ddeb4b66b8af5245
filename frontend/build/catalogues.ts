/**
 * Vite plugin: Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from `@lingui/react/macro` and
 * `@lingui/core/macro`) compiled to catalogue lookups, and each module that uses them made to load its
 * catalogue first (docs/i18n.md).
 *
 * A module under `src/features/<name>/` that imports a macro gets `import 'virtual:catalogue/features/<name>'`;
 * one elsewhere in `src/` gets the app's (`virtual:catalogue/app`). English needs no catalogue: each English
 * message stays in the code that shows it, compiled (englishInline below). On a page in another language, that
 * module loads the language's catalogue (its own chunk). The language is the page's (its address); switching
 * language is a navigation.
 *
 * A screen never renders before its texts are there, whichever feature's component it shows:
 * - in the browser build, the Hindi catalogue is not awaited by a top-level `await` (any top-level await in the
 *   graph turns off Rolldown's merging of small shared chunks, for every page: +1.3 KB gzip and five more
 *   requests on the first load of `/`). Each catalogue module records its load in `virtual:catalogue-ready`
 *   instead, main.tsx awaits `cataloguesReady()` before its first render (and before each lazily loaded route's
 *   screen renders), and every `import('…')` of our code resolves only once the catalogues the imported modules
 *   started loading are in (`catalogued`, added here), so a `React.lazy` component too renders in its language;
 * - on the server (the prerender's Node build) and in tests, the catalogue module awaits every language at its
 *   top level, so a module's texts are there once it is imported.
 *
 * The macro runs through Babel here, on the files that import it only, so no other file pays for a Babel pass;
 * `@lingui/vite-plugin` (beside this one) compiles the `.po` catalogues on import.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(frontend, 'src');
export const linguiConfigPath = path.join(frontend, 'lingui.config.ts');

const VIRTUAL = 'virtual:catalogue/';
const RESOLVED = '\0catalogue:';
/** The browser's record of the catalogues still loading (see above). */
export const READY = 'virtual:catalogue-ready';
const RESOLVED_READY = '\0catalogue-ready';
/** A dynamic import of a module by its literal address, not `typeof import('…')` in a type. */
const DYNAMIC_IMPORT = /(?<![\w$.]|typeof\s+)import\(\s*(['"][^'"\n]+['"])\s*\)/g;

/**
 * The course shell's early script (src/early/course-page.ts, built on its own as one classic script) has no
 * chunks to load: the texts it uses come in the shell itself, in its language (`data-messages` of the hero
 * templates' holder, which build/prerender.ts fills from the ids in the built script), and are loaded once
 * the shell is parsed, before the script paints the hero (it waits for that too).
 */
const EARLY = 'virtual:catalogue-early';
const RESOLVED_EARLY = '\0catalogue-early';
const EARLY_MODULE = `import { i18n } from '@lingui/core';
import { pageLocale } from ${JSON.stringify(path.join(src, 'lib', 'i18n.ts'))};
import { EARLY_HERO_TEMPLATES } from ${JSON.stringify(path.join(src, 'early', 'hero-template.ts'))};
document.addEventListener('DOMContentLoaded', () => {
  const holder = document.getElementById(EARLY_HERO_TEMPLATES);
  i18n.load(pageLocale, JSON.parse(holder?.dataset.messages || '{}'));
  i18n.activate(pageLocale);
}, { once: true });
`;

const READY_MODULE = `const pending = new Set();
/** Records a catalogue's load (the page's language's translation arriving). */
export function track(loading) {
  pending.add(loading);
  loading.then(() => pending.delete(loading), () => pending.delete(loading));
}
/** Resolves once every catalogue recorded so far (and any recorded meanwhile) has loaded. */
export async function cataloguesReady() {
  while (pending.size > 0) await Promise.all([...pending]);
}
/** A dynamic import that resolves once the catalogues its modules started loading are in. */
export function catalogued(loading) {
  return loading.then((module) => (pending.size > 0 ? cataloguesReady().then(() => module) : module));
}
`;
/** What the compiled modules call lib/trans-values.ts's `markupSafeValues`. */
const SAFE_VALUES = '__markupSafeValues';
const TRANS_VALUES = JSON.stringify(path.join(src, 'lib', 'trans-values.ts'));
const MACRO = /from\s+['"]@lingui\/(react|core)\/macro['"]/;

/** The catalogue a source file's texts belong to: its feature's, or the app's. */
export function catalogueOf(file: string): string | null {
  const relative = path.relative(src, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const feature = /^features\/([^/]+)\//.exec(relative);
  return feature ? `features/${feature[1]}` : 'app';
}

/**
 * The module with each dynamic import of a module by its address resolving only once the catalogues that
 * module started loading are in (`catalogued`); null when it has none. The helper's import goes at the end,
 * so no line moves (imports are hoisted) and the earlier transforms' source map stays true.
 */
export function cataloguedImports(code: string): string | null {
  if (!code.includes('import(')) return null;
  const wrapped = code.replace(
    DYNAMIC_IMPORT,
    (_, specifier: string) => `__catalogued(import(${specifier}))`,
  );
  if (wrapped === code) return null;
  return `${wrapped}\nimport { catalogued as __catalogued } from '${READY}';\n`;
}

/** Whether a hook runs for the browser's modules (not the prerender's Node build, not the tests). */
const browser = (context: { environment?: { config: { consumer: string } } }) =>
  context.environment?.config.consumer === 'client';

/**
 * Babel plugin, after the macro: each English message stays in the code that shows it, compiled as the catalogues
 * are (`"Hi {name}"` → `["Hi ",["name"]]`), so English needs no catalogue at all (no request, and a screen's chunk
 * carries just its own texts) and Lingui shows it wherever the page's language has no translation of its own.
 */
function englishInline(types: typeof import('@babel/core').types) {
  const compiled = (text: string) => types.valueToNode(compileMessage(text));
  const safeValues = () => types.identifier(SAFE_VALUES);
  const done = new WeakSet<object>();
  const isDescriptor = (node: import('@babel/core').types.ObjectExpression) =>
    node.properties.some((p) => types.isObjectProperty(p) && types.isIdentifier(p.key, { name: 'id' }));
  return {
    visitor: {
      ObjectProperty(p: import('@babel/core').NodePath<import('@babel/core').types.ObjectProperty>) {
        const { key, value } = p.node;
        if (!types.isObjectExpression(p.parent) || !isDescriptor(p.parent)) return;
        if (types.isIdentifier(key, { name: 'message' }) && types.isStringLiteral(value)) {
          p.node.value = compiled(value.value);
        }
        // A <Trans>'s values (the macro spreads its descriptor on the element): text that looks like markup is
        // placed as text (lib/i18n.ts markupSafeValues).
        if (
          types.isIdentifier(key, { name: 'values' }) &&
          types.isExpression(value) &&
          types.isJSXSpreadAttribute(p.parentPath.parent) &&
          !done.has(value)
        ) {
          const call = types.callExpression(safeValues(), [value]);
          done.add(call);
          p.node.value = call;
        }
      },
    },
  };
}

/**
 * `early`: for the course shell's early script (see EARLY_MODULE): its macros compiled, its catalogues the
 * shell's messages.
 */
export function catalogues(options: { pseudo?: boolean; early?: boolean } = {}): Plugin {
  let config: LinguiConfigNormalized;
  let babel: typeof import('@babel/core');
  let macro: unknown;
  const locales = () =>
    config.locales.filter(
      (locale) => locale !== config.sourceLocale && (options.pseudo || locale !== config.pseudoLocale),
    );
  return {
    name: 'academy-catalogues',
    enforce: 'pre',
    async buildStart() {
      config ??= getConfig({ configPath: linguiConfigPath, skipValidation: true });
      babel ??= await import('@babel/core');
      macro ??= createRequire(import.meta.url)('@lingui/babel-plugin-lingui-macro');
    },
    resolveId(id) {
      if (id === READY) return RESOLVED_READY;
      if (id === EARLY) return RESOLVED_EARLY;
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    load(id) {
      if (id === RESOLVED_READY) return READY_MODULE;
      if (id === RESOLVED_EARLY) return EARLY_MODULE;
      if (!id.startsWith(RESOLVED)) return undefined;
      if (options.early) return `import '${EARLY}';`;
      const folder = path.join(src, id.slice(RESOLVED.length), 'locales');
      const file = (locale: string) => JSON.stringify(path.join(folder, `${locale}.po`));
      const others = locales()
        .map((locale) => `  ${JSON.stringify(locale)}: () => import(${file(locale)}),`)
        .join('\n');
      // English is in the code (englishInline): only the other languages' catalogues load.
      const load = `loadCatalogue({\n${others}\n})`;
      return [
        `import { loadCatalogue } from ${JSON.stringify(path.join(src, 'lib', 'i18n.ts'))};`,
        ...(browser(this) ? [`import { track } from '${READY}';`, `track(${load});`] : [`await ${load};`]),
      ].join('\n');
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || !catalogueOf(file)) return undefined;
      let changed = false;
      if (browser(this) && !options.early) {
        const wrapped = cataloguedImports(code);
        if (wrapped !== null) {
          code = wrapped;
          changed = true;
        }
      }
      if (!MACRO.test(code)) return changed ? { code, map: null } : undefined;
      const catalogue = catalogueOf(file)!;
      // A component's <Trans> values go through markupSafeValues (only .tsx has JSX).
      const header = file.endsWith('x')
        ? `import '${VIRTUAL}${catalogue}'; import { markupSafeValues as ${SAFE_VALUES} } from ${TRANS_VALUES};`
        : `import '${VIRTUAL}${catalogue}';`;
      const result = await babel.transformAsync(`${header}\n${code}`, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[macro, { linguiConfig: config, stripMessageField: false }], englishInline(babel.types)],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
