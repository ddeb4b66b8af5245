import type { Access, HttpMethod, RouteDef } from './route';

/**
 * A route as the web client sees it: the run-time facts of a request, with the route (and so its schema
 * types) carried as a type only. See endpoints.ts.
 */
export interface Endpoint<R extends RouteDef = RouteDef> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/api${string}`;
  readonly access: Access;
  /** Never set: carries the route's type for the compiler. */
  readonly route?: R;
}
