import { describe, expect, it } from 'vitest';
import {
  describeImports,
  type ImportEdge,
  importCircles,
  projectImports,
  sourceFiles,
} from '../../test/support/import-graph';

/**
 * The rooms and doors of functions/src (docs/features.md, "Rooms and doors"), read from the source text: every
 * relative import, `import type` included, of every file (tests too). Run alone with
 * `npx vitest run --project unit functions/test/boundaries.test.ts`.
 *
 * - A feature is a folder of functions/src other than `lib/` and `types/` (so `fan-outs/`, which has a repository
 *   and a service, is one, and so are the composing features without a repository: dashboards, students, meta).
 * - A feature's doors are its `service.ts` and `index.ts`; anything else in it (repository, model, keys,
 *   handlers, helpers) is its own.
 * - Files directly in functions/src (`http.ts`) compose features: they may open any feature's door, and no
 *   feature's other files either.
 * - `lib/` is the house's plumbing: it imports only `lib/`.
 */
const SRC = 'functions/src/';
const NOT_FEATURES = new Set(['lib', 'types']);
const DOORS = new Set(['service.ts', 'index.ts']);

const files = sourceFiles('functions/src', { tests: true });
const edges = projectImports(files);

/** The feature a file belongs to; undefined for lib/, types/ and the composition files beside them. */
function featureOf(file: string): string | undefined {
  const [first, ...rest] = file.slice(SRC.length).split('/');
  return rest.length > 0 && first && !NOT_FEATURES.has(first) ? first : undefined;
}

const isDoor = (file: string) => {
  const feature = featureOf(file);
  return feature !== undefined && DOORS.has(file.slice(`${SRC}${feature}/`.length));
};

/** Imports of another feature's file that is not its door. */
function throughTheWall(all: readonly ImportEdge[]): ImportEdge[] {
  return all.filter((e) => {
    const target = featureOf(e.to);
    return target !== undefined && target !== featureOf(e.from) && !isDoor(e.to);
  });
}

/** Imports by lib/ of anything outside lib/. */
function libReachingOut(all: readonly ImportEdge[]): ImportEdge[] {
  return all.filter((e) => e.from.startsWith(`${SRC}lib/`) && !e.to.startsWith(`${SRC}lib/`));
}

/** Fails listing every offending import, one a line (`file:line imports specifier`). */
function expectNone(lines: readonly string[], what: string) {
  expect(lines.length, `${what}:\n${lines.join('\n')}\n`).toBe(0);
}

describe('functions/src boundaries', () => {
  it('reads the source (a sanity check that the rules below look at something)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.some((e) => e.to === `${SRC}lib/http.ts`)).toBe(true);
  });

  it('lets a feature reach another only through its door (service.ts or index.ts), never its repository, model, keys or handlers', () => {
    expectNone(describeImports(throughTheWall(edges)), "imports through another feature's wall");
  });

  it("lets no feature import another feature's keys", () => {
    const found = throughTheWall(edges).filter((e) => e.to.endsWith('/keys.ts'));
    expectNone(describeImports(found), "imports of another feature's keys");
  });

  it('keeps lib/ free of features (and of the composition files beside it)', () => {
    expectNone(describeImports(libReachingOut(edges)), 'lib/ importing outside lib/');
  });

  it('has no import circles, type-only imports included', () => {
    const circles = importCircles(edges);
    // Each circle with the imports that close it.
    const shown = circles.flatMap((group, i) => [
      `circle ${i + 1} (${group.length} files):`,
      ...describeImports(edges.filter((e) => group.includes(e.from) && group.includes(e.to))),
    ]);
    expectNone(shown, 'import circles');
  });
});
