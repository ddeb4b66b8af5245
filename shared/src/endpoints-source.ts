import type { RouteDef } from './route';
import { routeList } from './routes';

const literal = (value: unknown) => JSON.stringify(value).replaceAll('"', "'");

function entry(route: RouteDef): string {
  const access =
    typeof route.access === 'string' ? literal(route.access) : `[${route.access.map(literal).join(', ')}]`;
  return `  ${route.id}: { id: ${literal(route.id)}, method: ${literal(route.method)}, path: ${literal(route.path)}, access: ${access} },`;
}

/** The text of shared/src/endpoints.ts, derived from the route table. */
export function endpointsSource(routes: readonly RouteDef[] = routeList): string {
  return `// Generated from routes.ts by \`npm run gen:endpoints\`; do not edit. shared/test/endpoints.test.ts checks it.
import type { Endpoint } from './endpoint';
import type { Routes } from './routes';

/**
 * The route table without its schemas, for the web client: what a request needs (method, path, who may
 * call it) at run time, and each route's schema types for the compiler only. Importing this module loads
 * no zod.
 */
export const endpoints: { readonly [K in keyof Routes]: Endpoint<Routes[K]> } = {
${routes.map(entry).join('\n')}
};
`;
}
