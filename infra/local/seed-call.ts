import { ORIGIN_HEADER, type RouteDef } from '@academy/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { importHandlerModule } from './handler-modules';
import { localOriginSecret } from './secrets';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Handler modules by route id, loaded late (as the gateway does). */
export type RouteModules = Record<string, () => Promise<{ handler: unknown }>>;

/** The handler modules of a feature's routes (or some of them), by route id, loaded when first called. */
export const routeModules = <R extends Record<string, Pick<RouteDef, 'handler'>>>(routes: R) =>
  Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, () => importHandlerModule(route.handler)]),
  ) as { [Id in keyof R]: () => Promise<{ handler: unknown }> };

/** A demo person: the user's id (the token's sub), name and email. */
export interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

/** What a route call carries: path parameters, query string parameters and a JSON body. */
export interface RouteInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A route handler's answer: its status and parsed body (for callers that expect refusals). */
export interface RouteAnswer<T> {
  status: number;
  body: T;
}

/**
 * Calls a route's handler module as the local gateway does once it has checked the token (the caller is the
 * token's `sub`): the same validation, role and ownership checks, transactions and notifications as a request
 * from the web app. The demo seeds, the bench and tests use it.
 */
export async function invokeRoute<T>(
  modules: RouteModules,
  module: string,
  sub: string,
  input: RouteInput = {},
): Promise<RouteAnswer<T>> {
  const load = modules[module];
  if (!load) throw new Error(`No route module ${module}`);
  const handler = (await load()).handler as Handler;
  const event = {
    version: '2.0',
    routeKey: module,
    rawPath: '/api/seed',
    rawQueryString: '',
    // As through the gateway: the origin header CloudFront would add (functions/src/lib/origin.ts).
    headers: { 'content-type': 'application/json', [ORIGIN_HEADER]: localOriginSecret() },
    requestContext: { requestId: `seed-${module}`, authorizer: { jwt: { claims: { sub } } } },
    pathParameters: input.params,
    queryStringParameters: input.query,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const res = await handler(event);
  const text = typeof res.body === 'string' ? res.body : '';
  return { status: res.statusCode ?? 500, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A caller of one feature's route modules that throws on any answer ≥ 300 and gives the body. */
export function routeCaller<M extends RouteModules>(modules: M, label: string) {
  return async <T>(module: keyof M & string, sub: string, input: RouteInput = {}): Promise<T> => {
    const res = await invokeRoute<T>(modules, module, sub, input);
    if (res.status >= 300) throw new Error(`${label} ${module}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
}
