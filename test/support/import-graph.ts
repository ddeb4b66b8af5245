import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's own imports, read from the source text, for the architecture tests (which feature may import
 * what; no import circles). Read from the text rather than a bundler's graph so that `import type` counts too (a
 * bundler drops it) and files reached only by `import.meta.glob` (the screens) are read as well. Only relative
 * specifiers are followed: packages and workspaces (`@academy/shared/...`) are contracts, not a feature's insides.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ImportEdge {
  /** The importing file, relative to the repository root (`functions/src/courses/get-course.ts`). */
  from: string;
  /** The imported file, relative to the repository root. */
  to: string;
  /** As written (`../users/repository`). */
  specifier: string;
  line: number;
  /** `import type …` / `export type … from`: no module is loaded at run time. */
  typeOnly: boolean;
  /** `import('…')`: loaded when the code asks, not with the importing module. */
  dynamic: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** Source files under `dir` (relative to the repository root), tests left out unless asked for. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(REPO_ROOT, relative))) {
      const child = path.join(relative, name);
      if (statSync(path.join(REPO_ROOT, child)).isDirectory()) walk(child);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts') && (tests || !TEST.test(name))) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, with whether it is type-only. */
const SPECIFIERS =
  /(?:^|[\s;{}])(import|export)(\s+type)?\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|(?:^|[^\w.])import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(path.join(REPO_ROOT, c)));
}

/** Every relative import of the files, resolved to the file it names (CSS and other assets left out). */
export function projectImports(files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(REPO_ROOT, from), 'utf8');
    for (const match of text.matchAll(SPECIFIERS)) {
      const specifier = match[3] ?? match[4]!;
      if (!specifier.startsWith('.')) continue;
      const to = resolve(from, specifier);
      if (!to) continue;
      // The match may begin with the whitespace before the keyword (a newline): count lines up to the keyword.
      const at = match.index + match[0].search(/\b(?:import|export)\b/);
      const line = text.slice(0, at).split('\n').length;
      edges.push({ from, to, specifier, line, typeOnly: Boolean(match[2]), dynamic: match[4] !== undefined });
    }
  }
  return edges;
}

/**
 * The import circles among the files: each strongly connected group of two or more files (or a file importing
 * itself). Type-only imports count too (a circle of types still ties the two modules' designs together) unless
 * `runtimeOnly`.
 */
export function importCircles(edges: readonly ImportEdge[], { runtimeOnly = false } = {}): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges)
    if (!(runtimeOnly && e.typeOnly)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's algorithm, iterative enough for a few thousand files.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!indexOf.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, indexOf.get(to)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (next.get(node) ?? []).includes(node)) circles.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!indexOf.has(node)) visit(node);
  return circles;
}

/** One line per import, for a failure message: `functions/src/a.ts:3 imports ../b/repository`. */
export const describeImports = (edges: readonly ImportEdge[]) =>
  edges.map((e) => `${e.from}:${e.line} imports ${e.specifier}${e.typeOnly ? ' (type)' : ''}`);
