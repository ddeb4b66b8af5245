import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { isPublic, ORIGIN_HEADER, type RouteDef, routeList } from '@academy/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { importHandlerModule } from './handler-modules';

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

/** True when `text` has a `%` that is not the start of a percent-encoded UTF-8 sequence (`%`, `%ZZ`, `%E0%A4%A`). */
function badlyEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * The request target as API Gateway reads it, or the 400 message it answers instead. The target is always read
 * as a path on this host, which cannot fail: `new URL('//x/api/…', base)` would take `x` for a host and route
 * `/api/…`, and throws on `//[` (a 502). Malformed percent-encoding in the path or the query is refused here,
 * before any route sees it, so `decodeURIComponent` below cannot throw (it did, and the request answered 502).
 */
function readTarget(target: string): { url: URL } | { message: string } {
  const url = new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
  if (badlyEncoded(url.pathname)) return { message: 'Malformed URL encoding in the path' };
  if (badlyEncoded(url.search.slice(1))) return { message: 'Malformed URL encoding in the query string' };
  return { url };
}

/** Query parameters as the HTTP API's payload 2.0 has them: a repeated name's values joined with commas. */
function queryParameters(url: URL): Record<string, string> {
  const joined = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const before = joined.get(name);
    joined.set(name, before === undefined ? value : `${before},${value}`);
  }
  return Object.fromEntries(joined);
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
  /** The origin secret's current value: added to every request as ORIGIN_HEADER, as CloudFront adds it on AWS. */
  originSecret: string;
  /** Extra local-only endpoints (stand-ins for third parties); tried before the route table. */
  extra?: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;
  onLog?: (line: string) => void;
  /** After each handler invocation (the cost bench): the route, the handler's own time and the bytes answered. */
  onInvoke?: (invocation: Invocation) => void;
}

/** One handler invocation as the gateway saw it. */
export interface Invocation {
  routeId: string;
  status: number;
  /** The handler's own time (what Lambda bills as duration), not the token check or the socket. */
  handlerMs: number;
  /**
   * The answer's bytes: status line, the handler's headers, its length and body (compressed when the handler
   * compressed it). The headers API Gateway and CloudFront add on AWS are not in it.
   */
  bytesOut: number;
  /** The request's bytes: request line, headers and body. */
  bytesIn: number;
}

/**
 * The local stand-in for the HTTP API behind CloudFront: mounts every route of the route table, checks the bearer
 * JWT as the JWT authorizer does, adds the origin header as CloudFront does, builds an APIGatewayProxyEventV2 and
 * invokes the handler module CDK deploys.
 */
export async function startGateway(options: GatewayOptions) {
  const mounted = mount(routeList);
  const issuer = `${options.cognitoEndpoint}/${options.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const modules = new Map<string, Promise<Handler>>();
  const load = (handler: string) => {
    let loaded = modules.get(handler);
    if (!loaded) {
      loaded = importHandlerModule(handler).then((m) => m.handler as Handler);
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
      const target = readTarget(req.url ?? '/');
      if ('message' in target) return send(res, 400, { message: target.message });
      const { url } = target;
      if (options.extra && (await options.extra(req, res, body))) return;

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
      // As CloudFront's origin custom header: set on every forwarded request, replacing one a client sent.
      headers[ORIGIN_HEADER] = options.originSecret;
      const contentType = headers['content-type'] ?? '';
      const textual = body.length === 0 || /json|text|xml|x-www-form-urlencoded/i.test(contentType);
      const now = new Date();
      const query = queryParameters(url);
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
      const invoked = performance.now();
      const result = await handler(event, {
        functionName: route.id,
        awsRequestId: event.requestContext.requestId,
      });
      const handlerMs = performance.now() - invoked;
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) responseHeaders[k] = String(v);
      // API Gateway (payload 2.0) sends each of the result's `cookies` as its own Set-Cookie header.
      if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
      const status = result.statusCode ?? 200;
      res.writeHead(status, responseHeaders);
      const answer = result.body
        ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
        : undefined;
      res.end(answer);
      if (options.onInvoke) {
        const headerBytes = (pairs: [string, string][]) =>
          pairs.reduce((sum, [k, v]) => sum + Buffer.byteLength(`${k}: ${v}\r\n`), 2);
        options.onInvoke({
          routeId: route.id,
          status,
          handlerMs,
          bytesOut:
            Buffer.byteLength(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n`) +
            headerBytes([
              ...Object.entries(responseHeaders).flatMap(([k, v]) =>
                (Array.isArray(v) ? v : [v]).map((one): [string, string] => [k, one]),
              ),
              ['content-length', String(answer?.length ?? 0)],
            ]) +
            (answer?.length ?? 0),
          bytesIn:
            Buffer.byteLength(`${method} ${req.url ?? '/'} HTTP/${req.httpVersion}\r\n`) +
            headerBytes(Object.entries(headers)) +
            body.length,
        });
      }
      options.onLog?.(
        `${method} ${url.pathname} ${result.statusCode} ${(performance.now() - started).toFixed(0)}ms`,
      );
    } catch (error) {
      // The handler wrapper answers every error itself; reaching here is a bug in the gateway.
      console.error('gateway error', error);
      if (!res.headersSent) send(res, 502, { message: 'Bad Gateway' });
    }
  });
  // Requests Node's parser refuses (a header with control characters, a space in the target, headers over 16 KB)
  // get a JSON answer like every other refusal, instead of Node's bare `400 Bad Request`.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', 'Request header fields too large']
        : ['400 Bad Request', 'Bad Request'];
    const payload = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n${payload}`,
    );
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
