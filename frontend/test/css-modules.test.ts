/**
 * A CSS Module's class is looked up by name at run time, so a class that a screen names and its stylesheet lost
 * (in a refactor, a merge, a move into the kit) fails silently: the element just loses its look. This test reads
 * every `import x from '….module.css'` in frontend/src and every `composes: … from '…'`, and fails listing each
 * class that is named but not defined. It also fails on a screen's class that composes a signed-in kit class and
 * sets, at the same specificity (a media query too), a property that class sets: the kit's stylesheet also comes
 * in the kit's own chunk, which may load after the screen's, and then the kit's value wins (a phone layout lost).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInKit } from '../build/chunks';

const src = path.resolve(__dirname, '../src');
/** Every file under frontend/src, as absolute paths. */
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).map((name) => path.join(src, name));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const classesOf = (file: string) =>
  new Set(
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]),
  );

describe('CSS Modules', () => {
  it('define every class a component names', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const [, name, spec] of text.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
        const defined = classesOf(path.resolve(path.dirname(file), spec!));
        for (const [, used] of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)\\b(?!\\.css)`, 'g')))
          if (!defined.has(used!)) missing.push(`${path.relative(src, file)}: ${name}.${used} (${spec})`);
      }
    }
    expect([...new Set(missing)].join('\n')).toBe('');
  });

  it('compose only classes that exist', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.module.css'))) {
      const css = withoutComments(readFileSync(file, 'utf8'));
      for (const [, names, from] of css.matchAll(/composes:\s*([\w\s-]+?)(?:\s+from\s+"([^"]+)")?\s*;/g)) {
        const defined = from ? classesOf(path.resolve(path.dirname(file), from)) : classesOf(file);
        for (const name of names!.split(/\s+/))
          if (!defined.has(name))
            missing.push(`${path.relative(src, file)}: composes ${name}${from ? ` from ${from}` : ''}`);
      }
    }
    expect(missing.join('\n')).toBe('');
  });

  it('never restate, at the same specificity, what a composed signed-in kit class sets', () => {
    /** The properties of the rules whose selector (or one in its list) is exactly `.name`, in any media query. */
    const bareProperties = (css: string, name: string) =>
      new Set(
        [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
          .filter(([, selectors]) =>
            selectors!.split(',').some((s) => s.trim().split('\n').pop()!.trim() === `.${name}`),
          )
          .flatMap(([, , body]) => body!.split(';').map((d) => d.split(':')[0]!.trim()))
          .filter((p) => p && p !== 'composes'),
      );
    const clashes: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.module.css'))) {
      const css = withoutComments(readFileSync(file, 'utf8'));
      for (const [, name, names, from] of css.matchAll(
        /\.([\w-]+)\s*\{[^{}]*composes:\s*([\w\s-]+?)\s+from\s+"([^"]+)"/g,
      )) {
        const source = path.resolve(path.dirname(file), from!);
        if (!signedInKit.test(source)) continue;
        const kitCss = withoutComments(readFileSync(source, 'utf8'));
        const own = bareProperties(css, name!);
        for (const composed of names!.trim().split(/\s+/))
          for (const property of bareProperties(kitCss, composed))
            if (own.has(property))
              clashes.push(`${path.relative(src, file)}: .${name} sets ${property}, as ${composed} does`);
      }
    }
    expect(clashes.join('\n')).toBe('');
  });
});
