import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPublic, type RouteDef, routeList } from '@academy/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/src');
const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

type Handler = (
  event: APIGatewayProxyEventV2,
  context: unknown,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface Mounted {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** Static segments outrank parameters, as API Gateway picks the most specific route. */
function mount(routes: readonly RouteDef[]): Mounted[] {
  return routes
    .map((route) => {
      const names: string[] = [];
      const source = route.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
      return { route, pattern: new RegExp(`^${source}$`), names };
    })
    .sort((a, b) => a.names.length - b.names.length);
}

/** API Gateway hands JWT claims to Lambda as strings; lists become "[a b]". */
function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

export interface GatewayOptions {
  port: number;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Extra local-only endpoints (stand-ins for third parties); tried before the route table. */
  extra?: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;
  onLog?: (line: string) => void;
}

/**
 * The local stand-in for the HTTP API: mounts every route of the route table, checks the bearer JWT
 * as the JWT authorizer does, builds an APIGatewayProxyEventV2 and invokes the handler module CDK deploys.
 */
export async function startGateway(options: GatewayOptions) {
  const mounted = mount(routeList);
  const issuer = `${options.cognitoEndpoint}/${options.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const modules = new Map<string, Promise<Handler>>();
  const load = (handler: string) => {
    let loaded = modules.get(handler);
    if (!loaded) {
      loaded = import(pathToFileURL(path.join(functionsDir, `${handler}.ts`)).href).then(
        (m) => m.handler as Handler,
      );
      modules.set(handler, loaded);
    }
    return loaded;
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_BODY_BYTES) return send(res, 413, { message: 'Request Entity Too Large' });
        chunks.push(chunk as Buffer);
      }
      const body = Buffer.concat(chunks);
      if (options.extra && (await options.extra(req, res, body))) return;

      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      let match: { route: RouteDef; params: Record<string, string> } | undefined;
      for (const m of mounted) {
        if (m.route.method !== method) continue;
        const found = m.pattern.exec(url.pathname);
        if (found) {
          match = {
            route: m.route,
            params: Object.fromEntries(m.names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])),
          };
          break;
        }
      }
      if (!match) return send(res, 404, { message: 'Not Found' });
      const { route, params } = match;

      let claims: Record<string, string> | undefined;
      if (!isPublic(route)) {
        const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        if (!token) return send(res, 401, { message: 'Unauthorized' });
        try {
          const { payload } = await jwtVerify(token, jwks, { issuer, audience: options.userPoolClientId });
          claims = stringifyClaims(payload as Record<string, unknown>);
        } catch {
          return send(res, 401, { message: 'Unauthorized' });
        }
      }

      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k.toLowerCase(),
          Array.isArray(v) ? v.join(',') : (v ?? ''),
        ]),
      );
      const contentType = headers['content-type'] ?? '';
      const textual = body.length === 0 || /json|text|xml|x-www-form-urlencoded/i.test(contentType);
      const now = new Date();
      const query = Object.fromEntries(url.searchParams);
      const event: APIGatewayProxyEventV2 = {
        version: '2.0',
        routeKey: `${route.method} ${route.path}`,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: Object.keys(params).length ? params : undefined,
        body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
        isBase64Encoded: body.length > 0 && !textual,
        requestContext: {
          accountId: 'local',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'localhost',
          http: {
            method,
            path: url.pathname,
            protocol: `HTTP/${req.httpVersion}`,
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: `${route.method} ${route.path}`,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
        } as APIGatewayProxyEventV2['requestContext'],
      };

      const handler = await load(route.handler);
      const result = await handler(event, {
        functionName: route.id,
        awsRequestId: event.requestContext.requestId,
      });
      const responseHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) responseHeaders[k] = String(v);
      res.writeHead(result.statusCode ?? 200, responseHeaders);
      res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
      options.onLog?.(
        `${method} ${url.pathname} ${result.statusCode} ${(performance.now() - started).toFixed(0)}ms`,
      );
    } catch (error) {
      // The handler wrapper answers every error itself; reaching here is a bug in the gateway.
      console.error('gateway error', error);
      if (!res.headersSent) send(res, 502, { message: 'Bad Gateway' });
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
