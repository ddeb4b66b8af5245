import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeImports,
  type ImportEdge,
  importCircles,
  projectImports,
  sourceFiles,
} from '../../test/support/import-graph';
import { appShared } from '../build/chunks';

/**
 * The frontend's rooms and doors (docs/features.md; bulletproof-react's project structure), read from the
 * source text (`import type` and dynamic `import()` count too):
 * - a feature (`src/features/<f>/`) reaches another only through its door, `features/<g>/index.ts`;
 * - `components/` and `lib/`, shared by every feature, import no feature; features, `components/` and `lib/` import
 *   nothing of `app/` (the route-access table and the login redirect's state are in `lib/route-access.ts`);
 * - what composes features, `app/` and the entries (`main.tsx`, `entry-server.tsx`, the course shell's early
 *   script in `early/`), reaches a feature through its `index.ts` too, or through the one door each of them
 *   has besides: the router a feature's `screens.ts` (the list of its screens; the screen modules themselves
 *   are loaded by import.meta.glob), the prerender and the early script the courses feature's `prerender.ts`
 *   and `early.ts` (they are built apart from the app, and index.ts would carry the wrong code into them);
 * - a door re-exports no screen (`routes/`), so importing one never pulls a screen out of its lazy chunk;
 * - no import circles.
 * The caches several features refresh are keyed in `lib/query-keys.ts`, so a feature invalidates another's
 * queries without importing it; the course editor's tabs are listed in `app/course-editor-tabs.tsx`.
 */
const SRC = 'frontend/src';
const edges = projectImports(sourceFiles(SRC));

const FEATURE = /^frontend\/src\/features\/([^/]+)\/(.+)$/;
const featureOf = (file: string) => FEATURE.exec(file)?.[1];
/** The file inside its feature's folder (`api/keys.ts`), or undefined outside the features. */
const insideFeature = (file: string) => FEATURE.exec(file)?.[2];
const under = (file: string, ...dirs: string[]) => dirs.some((dir) => file.startsWith(`${SRC}/${dir}/`));

/** The imports into a feature from outside it (another feature or the rest of src). */
const intoFeatures = edges.filter((e) => featureOf(e.to) && featureOf(e.to) !== featureOf(e.from));

/** The doors into a feature besides index.ts, each for the app-level files it names. */
const ENTRY_DOORS: Record<string, RegExp> = {
  'screens.ts': /^frontend\/src\/app\/router\.tsx$/,
  'prerender.ts': /^frontend\/src\/entry-server\.tsx$/,
  'early.ts': /^frontend\/src\/early\//,
};

const listed = (found: readonly ImportEdge[]) => describeImports(found).join('\n');

describe('frontend boundaries', () => {
  it('reads the source tree', () => {
    // A guard for the rules below: a helper that found nothing would pass them all.
    expect(edges.length).toBeGreaterThan(500);
    expect(intoFeatures.length).toBeGreaterThan(20);
  });

  it('a feature reaches another only through its index.ts', () => {
    const internal = intoFeatures.filter((e) => featureOf(e.from) && insideFeature(e.to) !== 'index.ts');
    expect(listed(internal), 'imports into another feature’s internals').toBe('');
  });

  it('components/ and lib/ import no feature', () => {
    const shared = intoFeatures.filter((e) => under(e.from, 'components', 'lib'));
    expect(listed(shared), 'shared code importing a feature').toBe('');
  });

  it('features, components/ and lib/ import nothing of app/ (app composes them, not the other way round)', () => {
    const upward = edges.filter((e) => under(e.to, 'app') && under(e.from, 'features', 'components', 'lib'));
    expect(listed(upward), 'imports of app/ from what it composes').toBe('');
  });

  it('app/ and the entries reach a feature through its index.ts or the door given them', () => {
    const composing = intoFeatures.filter(
      (e) =>
        !featureOf(e.from) &&
        !under(e.from, 'components', 'lib') &&
        insideFeature(e.to) !== 'index.ts' &&
        !ENTRY_DOORS[insideFeature(e.to) ?? '']?.test(e.from),
    );
    expect(listed(composing), 'app-level imports into a feature’s internals').toBe('');
  });

  it('a door re-exports no screen', () => {
    const doors = ['index.ts', ...Object.keys(ENTRY_DOORS)];
    const screens = edges.filter(
      (e) =>
        doors.includes(insideFeature(e.from) ?? '') && insideFeature(e.to)?.startsWith('routes/') === true,
    );
    expect(listed(screens), 'doors importing a screen').toBe('');
  });

  it('has no import circles', () => {
    const circles = importCircles(edges).map((files) => files.join(' ↔ '));
    expect(circles.join('\n'), 'import circles').toBe('');
  });

  it('the first load’s shared files (components/, lib/, but the signed-in kit) pull in no form library', () => {
    // Every page loads them; react-hook-form and its resolvers (vendor-forms, 14.5 KB gzip) belong to the
    // screens with forms. A type-only import is erased; a value (even `get`) puts the library in the first load.
    const src = path.resolve(__dirname, '../src');
    const heavy = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(src, name))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && appShared.test(file))
      .filter((file) =>
        /^import (?!type )[^;]*from '(react-hook-form|@hookform\/[\w-]+)';/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(src, file));
    expect(heavy.join('\n'), 'first-load files importing a form library').toBe('');
  });

  it('the first load of / imports each UI kit component from its own file, not from the kit’s index', () => {
    // build/chunks.ts puts in the first load's shared chunk only what the entry and the home screen import; the
    // index names every component, so an import through it would count them all (modals, tabs, forms).
    const first = new Set<string>();
    const stack = [`${SRC}/main.tsx`, `${SRC}/features/home/routes/home.tsx`];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (first.has(file)) continue;
      first.add(file);
      for (const edge of edges)
        if (edge.from === file && !edge.typeOnly && !edge.dynamic) stack.push(edge.to);
    }
    const throughIndex = edges.filter(
      (edge) => first.has(edge.from) && !edge.typeOnly && edge.to === `${SRC}/components/ui/index.ts`,
    );
    expect(describeImports(throughIndex), 'first-load files importing components/ui/index.ts').toEqual([]);
  });
});
