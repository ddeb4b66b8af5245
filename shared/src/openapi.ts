import * as z from 'zod';
import { ErrorBody } from './errors';
import type { RouteDef } from './route';
import { isPublic } from './route';

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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: schemaOf(ErrorBody, 'output') } },
});

/** The OpenAPI 3.1 document of a route table; served at GET /api/openapi.json. */
export function buildOpenApi(
  routeList: readonly RouteDef[],
  info = { title: 'Academy API', version: '1.0.0' },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeList) {
    const responses: Record<string, unknown> = {
      [String(route.successStatus ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
      },
      '400': errorResponse('Invalid input'),
      '500': errorResponse('Unexpected error'),
    };
    if (!isPublic(route)) {
      responses['401'] = errorResponse('Missing or invalid bearer token');
      responses['403'] = errorResponse('Role not allowed, or the account is deactivated');
    }
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: route.summary,
      tags: route.tags,
      parameters: parameters(route),
      responses,
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
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito ID token' },
      },
    },
    paths,
  };
}
