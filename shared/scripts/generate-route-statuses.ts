/**
 * Writes shared/src/route-statuses.ts: per route, the statuses its function answers and the errors it can
 * throw, read from the handler's code (see route-statuses.ts). The OpenAPI document lists them;
 * `shared/src/route-statuses.test.ts` fails when the file is out of step with functions/src.
 *
 *   npm run gen:route-statuses
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '../src/routes';
import { deriveRouteStatuses, routeStatusesSource } from './route-statuses';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/route-statuses.ts');
writeFileSync(target, routeStatusesSource(await deriveRouteStatuses(routeList)));
// In the repository's own format, so lint passes on the generated file.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
console.info(`Wrote ${path.relative(process.cwd(), target)}`);
