/**
 * `npm run bench`: the performance budgets, measured and printed. Budgets live here, never in timed tests.
 * Only loopback traffic; every loop is bounded in count or time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, measureApiLatency } from './api-latency';
import { BUNDLE_BUDGET_KB, measureBundles } from './bundles';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
  let allOk = true;

  console.info(
    `\nLambda bundles (esbuild, minified, as CDK builds them; budget ${BUNDLE_BUDGET_KB} KB each)`,
  );
  const bundles = await measureBundles();
  for (const b of bundles)
    console.info(`  ${mark(b.ok)} ${b.id.padEnd(24)} ${b.kb.toFixed(1).padStart(7)} KB`);
  allOk &&= bundles.every((b) => b.ok);
  results.bundles = bundles;

  console.info(
    `\nLocal API: GET /api/auth/me at ${CONNECTIONS} connections vs raw DynamoDB Local GetItem (target p50 ≤ 3x)`,
  );
  const api = await measureApiLatency();
  const ratio = api.me.p50 / api.rawConcurrent.p50;
  const ok = ratio <= 3 && api.me.errors === 0;
  console.info(
    `  GET /api/auth/me       p50 ${ms(api.me.p50)}  p99 ${ms(api.me.p99)}  ${api.me.rps.toFixed(0)} req/s  ${api.me.total} requests, ${api.me.errors} errors`,
  );
  console.info(
    `  raw GetItem, ${CONNECTIONS} in flight p50 ${ms(api.rawConcurrent.p50)}  p99 ${ms(api.rawConcurrent.p99)}`,
  );
  console.info(
    `  raw GetItem, 1 in flight  p50 ${ms(api.rawSequential.p50)}  p99 ${ms(api.rawSequential.p99)}`,
  );
  console.info(`  ${mark(ok)} /me p50 is ${ratio.toFixed(2)}x the raw GetItem p50 at the same concurrency`);
  allOk &&= ok;
  results.api = { ...api, ratio };

  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
  console.info(
    `\n${allOk ? 'All budgets met.' : 'Some budgets are not met (marked OVER).'} Figures saved in bench/results/latest.json\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
