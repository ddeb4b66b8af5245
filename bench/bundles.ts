import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeList, schedules } from '@academy/shared';
import { build } from 'esbuild';
import { esbuildLambdaOptions } from '../infra/lib/bundling';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(repoRoot, 'functions/src');
export const BUNDLE_BUDGET_KB = 300;

/** Bundles every route's and schedule's handler exactly as CDK does and reports the minified and gzip sizes. */
export async function measureBundles() {
  const entries = [
    ...routeList.map((r) => ({ id: r.id, handler: r.handler })),
    ...schedules.map((s) => ({ id: s.id, handler: s.handler })),
  ];
  const rows = [];
  for (const entry of entries) {
    const result = await build({
      entryPoints: [path.join(functionsDir, `${entry.handler}.ts`)],
      ...esbuildLambdaOptions(repoRoot),
      write: false,
    });
    const bytes = result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0);
    // Gzip is about what is downloaded and unpacked from the code zip at a cold start; the minified size is
    // what Node then parses and compiles, the larger share of the start-up cost, so the budget is on it.
    const gzipBytes = result.outputFiles.reduce((sum, f) => sum + gzipSync(f.contents).byteLength, 0);
    rows.push({
      id: entry.id,
      kb: bytes / 1024,
      gzipKb: gzipBytes / 1024,
      ok: bytes / 1024 <= BUNDLE_BUDGET_KB,
    });
  }
  return rows;
}
