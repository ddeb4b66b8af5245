import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The kit of the signed-in screens (page shell, lists, forms, dialogs), kept out of the first load of `/`: these
 * files of components/ui, and any named `kit-*` there (vite.config.ts's `ui-kit` chunk).
 */
const kit =
  '(card-grid|confirm-dialog|data-table|form|item-card|kit|kit-[a-z0-9-]+|list|page|segmented|stat-tiles)\\.(ts|tsx|module\\.css)$';
export const signedInKit = new RegExp(`[\\\\/]components[\\\\/]ui[\\\\/]${kit}`);
/** The shared components and helpers every screen uses, in the first load (`app-shared`), but for that kit. */
export const appShared = new RegExp(
  `[\\\\/]frontend[\\\\/]src[\\\\/](components|lib)[\\\\/](?!ui[\\\\/]${kit})`,
);

/** What the first load of `/` runs: the entry and the home screen (and what they import). */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const FIRST_LOAD_ROOTS = [path.join(src, 'main.tsx'), path.join(src, 'features/home/routes/home.tsx')];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The shared components and helpers (`appShared`) in two chunks: `app-shared`, loaded by the first load of `/`, has
 * those the entry or the home screen imports (through any chain of static imports), with what they need;
 * `app-common` has the others, which only the screens that use them load. With one chunk, `/` paid for every
 * helper any screen shares (uploads, form errors, list paging, the calendar). Two groups (vite.config.ts), the
 * first-load one first, so what both need goes with the first load. The set is worked out from the module graph
 * once per build.
 */
export function sharedChunks() {
  let firstLoad: Set<string> | undefined;
  const inFirstLoad = (id: string, graph: ModuleGraph) => {
    firstLoad ??= reachable(graph, FIRST_LOAD_ROOTS);
    return firstLoad.has(id);
  };
  return {
    firstLoad: (id: string, graph: ModuleGraph) =>
      appShared.test(id) && inFirstLoad(id, graph) ? 'app-shared' : null,
    others: (id: string) => (appShared.test(id) ? 'app-common' : null),
  };
}

/**
 * The modules `roots` import, through any chain of static imports, but for the re-exports of the UI kit's index
 * (components/ui/index.ts): it names every component, and a module of the first load imports the component it uses
 * from its own file (the test in test/boundaries.test.ts holds them to it), so that only those count.
 */
const UI_INDEX = path.join(src, 'components/ui/index.ts');

function reachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    if (id !== UI_INDEX) stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
