/**
 * A CSS Module's class is looked up by name at run time, so a class that a screen names and its stylesheet lost
 * (in a refactor, a merge, a move into the kit) fails silently: the element just loses its look. This test reads
 * every `import x from '….module.css'` in frontend/src and every `composes: … from '…'`, and fails listing each
 * class that is named but not defined.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
