/**
 * Vite plugin: Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from `@lingui/react/macro` and
 * `@lingui/core/macro`) compiled to catalogue lookups, and each module that uses them made to load its
 * catalogue first (docs/i18n.md).
 *
 * A module under `src/features/<name>/` that imports a macro gets `import 'virtual:catalogue/features/<name>'`;
 * one elsewhere in `src/` gets the app's (`virtual:catalogue/app`). That module loads the English catalogue with
 * the code (no round trip) and, on a page in another language, awaits that language's catalogue (its own chunk)
 * before the importing module runs: a screen never renders before its texts are there, whichever feature's
 * component it shows. The language is the page's (its address); switching language is a navigation.
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
/** What build/catalogues.ts names lib/i18n.ts's `markupSafeValues` in the modules it compiles. */
const SAFE_VALUES = '__markupSafeValues';
const MACRO = /from\s+['"]@lingui\/(react|core)\/macro['"]/;

/** The catalogue a source file's texts belong to: its feature's, or the app's. */
export function catalogueOf(file: string): string | null {
  const relative = path.relative(src, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const feature = /^features\/([^/]+)\//.exec(relative);
  return feature ? `features/${feature[1]}` : 'app';
}

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

export function catalogues(options: { pseudo?: boolean } = {}): Plugin {
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
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const folder = path.join(src, id.slice(RESOLVED.length), 'locales');
      const file = (locale: string) => JSON.stringify(path.join(folder, `${locale}.po`));
      const others = locales()
        .map((locale) => `  ${JSON.stringify(locale)}: () => import(${file(locale)}),`)
        .join('\n');
      return [
        `import { loadCatalogue } from ${JSON.stringify(path.join(src, 'lib', 'i18n.ts'))};`,
        `await loadCatalogue({\n${others}\n});`,
      ].join('\n');
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || !MACRO.test(code)) return undefined;
      const catalogue = catalogueOf(file);
      if (!catalogue) return undefined;
      const i18nModule = JSON.stringify(path.join(src, 'lib', 'i18n.ts'));
      const header = `import '${VIRTUAL}${catalogue}'; import { markupSafeValues as ${SAFE_VALUES} } from ${i18nModule};`;
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
