import * as z from 'zod';
import { ErrorBody } from './errors';
import type { RouteDef } from './route';
import { isPublic, PUBLIC_CACHE, successMediaType } from './route';
import { type RouteStatuses, routeStatuses } from './route-statuses';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

function parameters(route: RouteDef) {
  const out: unknown[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

/** What each error status means to a client, before the messages that may come with it. */
const MEANING: Record<string, string> = {
  '400': 'Invalid input',
  '401': 'Not signed in, or the credentials or token are not valid',
  '402': 'Payment required',
  '403': 'Not allowed',
  '404': 'Not found',
  '409': 'In conflict with the current state',
  '413': 'Request body too large',
  '429': 'Too many requests',
  '500': 'Unexpected error',
  '503':
    'The table, the object store or the user pool cannot answer now; try again after `Retry-After` seconds',
};

/** How a message computed at run time reads, by status. */
const COMPUTED: Record<string, string> = {
  '400': 'The first invalid field and what is wrong with it (`issues` lists every problem)',
};

/**
 * Answers API Gateway gives before the function runs, with its own `{ message }` body: the JWT authorizer on
 * routes that need a role, the 10 MB payload limit, and the stage's throttle (infra/lib/api.ts).
 */
function gatewayErrors(route: RouteDef): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isPublic(route)) out['401'] = ['Unauthorized'];
  if (route.body || route.rawBody) out['413'] = ['Request Entity Too Large'];
  out['429'] = ['Too Many Requests'];
  return out;
}

const errorRef = { $ref: '#/components/schemas/ErrorBody' };

function errorResponse(status: string, messages: readonly (string | null)[]) {
  const lines = [...new Set(messages.map((m) => m ?? COMPUTED[status] ?? 'A message computed at run time'))];
  const which = lines.length === 1 ? '`message`:' : '`message` is one of:';
  return {
    description: `${MEANING[status] ?? 'Error'}. ${which}\n${lines.map((l) => `- ${l}`).join('\n')}`,
    content: { 'application/json': { schema: errorRef } },
  };
}

/** Every status a route answers: those its function returns and throws (read from its code), the gateway's, 500. */
function responses(route: RouteDef, statuses: RouteStatuses | undefined) {
  const out: Record<string, unknown> = {};
  const success = { content: { [successMediaType(route)]: { schema: schemaOf(route.response, 'output') } } };
  for (const status of statuses?.returns ?? [route.successStatus ?? 200]) {
    out[String(status)] = { description: 'Success', ...success };
  }
  if (route.publicCache) {
    const etag = { ETag: { description: 'A strong validator of this answer', schema: { type: 'string' } } };
    (out['200'] as Record<string, unknown>).headers = etag;
    out['304'] = {
      description:
        'Not Modified: the If-None-Match header named this answer’s ETag. Anonymous answers may be kept ' +
        `${PUBLIC_CACHE.maxAge} s; a request with Authorization gets one for the caller alone.`,
      headers: etag,
    };
  }
  const errors: Record<string, (string | null)[]> = {};
  for (const source of [statuses?.errors ?? {}, gatewayErrors(route)]) {
    for (const [status, messages] of Object.entries(source))
      errors[status] = [...(errors[status] ?? []), ...messages];
  }
  errors['500'] = [...(errors['500'] ?? []), 'Something went wrong on our side. Please try again.'];
  for (const status of Object.keys(errors).sort()) out[status] = errorResponse(status, errors[status]!);
  return out;
}

/** The OpenAPI 3.1 document of a route table; served at GET /api/openapi.json. */
export function buildOpenApi(
  routeList: readonly RouteDef[],
  info = {
    title: 'Academy API',
    version: '1.0.0',
    description:
      'The online academy’s API. Every error answer is `{ message }` (plus `issues` on invalid input); each ' +
      'operation lists the statuses its function can answer, read from its code.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
  statuses: Readonly<Record<string, RouteStatuses>> = routeStatuses,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: route.summary,
      tags: route.tags,
      parameters: parameters(route),
      responses: responses(route, statuses[route.id]),
      security:
        route.access === 'optional' ? [{}, { cognitoJwt: [] }] : isPublic(route) ? [] : [{ cognitoJwt: [] }],
    };
    if (!isPublic(route)) operation['x-roles'] = route.access;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
      };
    }
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/', description: 'The site itself: the CDN forwards /api/* to the API' }],
    components: {
      schemas: { ErrorBody: schemaOf(ErrorBody, 'output') },
      securitySchemes: {
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito ID token' },
      },
    },
    paths,
  };
}
