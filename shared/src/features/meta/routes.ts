import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { ClientConfig, HealthResponse, OpenApiDocument } from './schemas';

/** The meta feature's API routes (composed into the one table in shared/src/routes.ts). */
export const metaRoutes = {
  getHealth: defineRoute({
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    handler: 'meta/get-health',
    access: 'public',
    summary: 'Liveness check',
    tags: ['meta'],
    response: HealthResponse,
  }),
  getOpenApi: defineRoute({
    id: 'getOpenApi',
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'meta/get-openapi',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    tags: ['meta'],
    response: OpenApiDocument,
    publicCache: true,
  }),
  getClientConfig: defineRoute({
    id: 'getClientConfig',
    method: 'GET',
    path: '/api/config',
    handler: 'meta/get-client-config',
    access: 'public',
    summary: 'Public settings the web app needs at run time (user pool ids)',
    tags: ['meta'],
    response: ClientConfig,
    publicCache: true,
  }),
} as const satisfies Record<string, RouteDef>;
