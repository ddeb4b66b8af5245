import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList, schedules } from '@academy/shared';
import { build } from 'esbuild';
import { lambdaBundling } from '../infra/lib/bundling';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions/src');
export const BUNDLE_BUDGET_KB = 300;

/** Bundles every route's and schedule's handler exactly as CDK does and reports the minified size. */
export async function measureBundles() {
  const entries = [
    ...routeList.map((r) => ({ id: r.id, handler: r.handler })),
    ...schedules.map((s) => ({ id: s.id, handler: s.handler })),
  ];
  const rows = [];
  for (const entry of entries) {
    const result = await build({
      entryPoints: [path.join(functionsDir, `${entry.handler}.ts`)],
      bundle: true,
      write: false,
      minify: lambdaBundling.minify,
      platform: 'node',
      target: lambdaBundling.target,
      format: lambdaBundling.format,
      external: [...lambdaBundling.externalModules],
      logLevel: 'silent',
    });
    const bytes = result.outputFiles.reduce((sum, f) => sum + f.contents.byteLength, 0);
    rows.push({ id: entry.id, kb: bytes / 1024, ok: bytes / 1024 <= BUNDLE_BUDGET_KB });
  }
  return rows;
}
