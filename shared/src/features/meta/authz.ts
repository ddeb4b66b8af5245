import { everyone } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { metaRoutes } from './routes';

/** What each caller of the authorization matrix gets from each meta route (see `RouteAuthz`). */
export const metaAuthz = {
  getHealth: everyone(200),
  getOpenApi: everyone(200),
  getClientConfig: everyone(200),
} as const satisfies Record<keyof typeof metaRoutes, RouteAuthz>;
