/**
 * Writes shared/src/endpoints.ts: the route table without its schemas (id, method, path, access of each
 * route), for the web client, so zod stays out of the first page load. `shared/test/endpoints.test.ts`
 * fails when the file is out of step with routes.ts.
 *
 *   npm run gen:endpoints
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointsSource } from '../src/endpoints-source';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/endpoints.ts');
writeFileSync(target, endpointsSource());
// In the repository's own format, so lint passes on the generated file.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
console.info(`Wrote ${path.relative(process.cwd(), target)}`);
