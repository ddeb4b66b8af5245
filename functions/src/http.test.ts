import { gunzipSync } from 'node:zlib';
import { defineRoute, ORIGIN_HEADER, type RouteDef } from '@academy/shared';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { httpHandler as realHttpHandler } from './http';
import { NotFoundError, RETRY_AFTER_SECONDS, ServiceUnavailableError } from './lib/errors';
import { COMPRESS_MIN_BYTES, groupsClaim, type HttpHandler } from './lib/http';
import { BYPASS_MESSAGE } from './lib/origin';

const ddb = mockClient(DynamoDBDocumentClient);

// The origin secret, as Secrets Manager holds it: CloudFront (and the local gateway) send `current`; while it is
// rotated, `previous` is still accepted.
process.env.ORIGIN_SECRET_ID = 'academy/origin';
const ORIGIN = { current: 'origin-secret-current-value', previous: 'origin-secret-previous-value' };
const secretsManager = mockClient(SecretsManagerClient);
secretsManager.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(ORIGIN) });

/** The handlers of these tests, called as through CloudFront: with the origin header (tested on its own below). */
const httpHandler = ((...args: unknown[]) => {
  const handler = (realHttpHandler as unknown as (...a: unknown[]) => HttpHandler)(...args);
  return (e: APIGatewayProxyEventV2, context?: Context) =>
    handler({ ...e, headers: { ...e.headers, [ORIGIN_HEADER]: ORIGIN.current } }, context);
}) as typeof realHttpHandler;

/** A route of these tests' own, its handler name, summary and tags (which no test here looks at) filled in. */
const testRoute = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: Omit<RouteDef<P, Q, B, R>, 'handler' | 'summary' | 'tags'> & { handler?: string },
) => defineRoute<P, Q, B, R>({ handler: 'test/handler', summary: 'test', tags: [], ...route });

const route = testRoute({
  id: 'testRoute',
  method: 'POST',
  path: '/api/things/{id}',
  access: ['admin'],
  params: z.object({ id: z.string().regex(/^\d+$/, 'Invalid id') }),
  query: z.object({ limit: z.coerce.number().int().max(10).default(5) }),
  body: z.object({ title: z.string().min(1, 'Title is required') }),
  response: z.object({ id: z.string(), title: z.string(), limit: z.number() }),
  successStatus: 201,
});

const event = (over: Partial<APIGatewayProxyEventV2> & { sub?: string } = {}): APIGatewayProxyEventV2 =>
  ({
    headers: {},
    pathParameters: { id: '7' },
    body: JSON.stringify({ title: 'Hello' }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      ...(over.sub === undefined
        ? { authorizer: { jwt: { claims: { sub: 'u1' } } } }
        : over.sub
          ? { authorizer: { jwt: { claims: { sub: over.sub } } } }
          : {}),
    },
    ...over,
  }) as unknown as APIGatewayProxyEventV2;

const user = (over: Record<string, unknown> = {}) => ({
  Item: {
    id: 'u1',
    name: 'A',
    email: 'a@x.in',
    role: 'admin',
    isActive: true,
    createdAt: 'now',
    profile: {},
    // Admins sign in with two-step verification (an admin without it is refused: its own test below).
    mfaEnabled: true,
    ...over,
  },
});

const echo = httpHandler(route, async ({ params, query, body }) => ({
  id: params.id,
  title: body.title,
  limit: query.limit,
  secret: 'x',
}));

describe('httpHandler', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves(user());
  });

  it('passes validated input and answers with the success status, stripping unknown fields', async () => {
    const res = await echo(event());
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body!)).toEqual({ id: '7', title: 'Hello', limit: 5 });
    expect(res.headers?.['x-correlation-id']).toBe('req-1');
  });

  it('refuses a lone surrogate in any text the schema took, naming the field, before the handler runs', async () => {
    // Arrange: `title` is a plain string in this route's schema (no text rule of its own)
    let ran = false;
    const handler = httpHandler(route, async ({ params, query, body }) => {
      ran = true;
      return { id: params.id, title: body.title, limit: query.limit };
    });

    // Act: JSON carries the lone surrogate as an escape, as a client would send it
    const res = await handler(event({ body: '{"title":"Intro \\ud800 to Python"}' }));
    const ranForBroken = ran;
    const pair = await handler(event({ body: '{"title":"Intro \\ud83d\\udcda"}' }));

    // Assert
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({
      message: 'title: Text contains an invalid character (an unpaired UTF-16 surrogate)',
      issues: [
        { path: 'title', message: 'Text contains an invalid character (an unpaired UTF-16 surrogate)' },
      ],
    });
    expect(pair.statusCode).toBe(201);
    expect(JSON.parse(pair.body!).title).toBe('Intro 📚');
    expect(ranForBroken).toBe(false);
  });

  it('gzips long answers for clients that accept gzip, and only those', async () => {
    // Arrange
    const title = 'x'.repeat(COMPRESS_MIN_BYTES);
    const long = event({ body: JSON.stringify({ title }) });

    // Act
    const gzipped = await echo({ ...long, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await echo(long);
    const short = await echo(event({ headers: { 'accept-encoding': 'gzip' } }));

    // Assert
    expect(gzipped.isBase64Encoded).toBe(true);
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(JSON.parse(gunzipSync(Buffer.from(gzipped.body!, 'base64')).toString('utf8')).title).toBe(title);
    expect(gzipped.body!.length).toBeLessThan(200);
    expect(plain.headers?.['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body!).title).toBe(title);
    expect(short.headers?.['content-encoding']).toBeUndefined();
    expect(JSON.parse(short.body!).title).toBe('Hello');
  });

  it('reads base64 bodies', async () => {
    const res = await echo(
      event({ body: Buffer.from('{"title":"B64"}').toString('base64'), isBase64Encoded: true }),
    );
    expect(JSON.parse(res.body!).title).toBe('B64');
  });

  it('answers 401 without claims, before touching the table', async () => {
    const res = await echo(event({ sub: '' }));
    expect(res.statusCode).toBe(401);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers 403 to a deactivated user, an unknown user and a wrong role', async () => {
    ddb.on(GetCommand).resolves(user({ isActive: false }));
    expect((await echo(event())).statusCode).toBe(403);
    ddb.on(GetCommand).resolves({});
    expect((await echo(event())).statusCode).toBe(403);
    ddb.on(GetCommand).resolves(user({ role: 'student' }));
    const res = await echo(event());
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toEqual({ message: 'You do not have permission to do this' });
  });

  it('answers 403 to an admin without two-step verification, whatever the token says', async () => {
    ddb.on(GetCommand).resolves(user({ mfaEnabled: undefined }));
    const res = await echo(event());
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toEqual({
      message: 'Admins must use two-step verification. Please sign in again to set it up.',
    });
  });

  it('answers 400 naming the field for invalid params, query and body', async () => {
    const bad = await echo(event({ pathParameters: { id: 'abc' } }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body!)).toEqual({
      message: 'params.id: Invalid id',
      issues: [{ path: 'params.id', message: 'Invalid id' }],
    });
    const query = await echo(event({ queryStringParameters: { limit: '99' } }));
    expect(JSON.parse(query.body!).issues[0].path).toBe('query.limit');
    const body = await echo(event({ body: '{"title":""}' }));
    expect(JSON.parse(body.body!).message).toBe('title: Title is required');
    const json = await echo(event({ body: '{' }));
    expect(JSON.parse(json.body!)).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('maps HttpErrors to their status and anything else to a generic 500', async () => {
    const notFound = httpHandler(route, async () => {
      throw new NotFoundError('Thing not found');
    });
    const res = await notFound(event());
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Thing not found' });
    const crash = httpHandler(route, async () => {
      throw new Error('secret internals');
    });
    const crashed = await crash(event());
    expect(crashed.statusCode).toBe(500);
    expect(crashed.body).not.toContain('secret internals');
  });

  it('answers errors in the language Accept-Language asks for, English as the code writes it (issue 40)', async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const bad = await echo(event({ pathParameters: { id: 'abc' }, headers: hindi }));
    expect(JSON.parse(bad.body!)).toEqual({
      message: 'params.id: अमान्य आईडी',
      issues: [{ path: 'params.id', message: 'अमान्य आईडी' }],
    });
    // zod's own message (no text of the schema's) in the catalogue's words.
    const query = await echo(event({ queryStringParameters: { limit: '99' }, headers: hindi }));
    expect(JSON.parse(query.body!).issues[0].message).toBe('अधिकतम 10 हो सकता है');
    const english = await echo(event({ queryStringParameters: { limit: '99' } }));
    expect(JSON.parse(english.body!).issues[0].message).toBe('Too big: expected number to be <=10');
    const notFound = httpHandler(route, async () => {
      throw new NotFoundError('Course not found');
    });
    expect(JSON.parse((await notFound(event({ headers: hindi }))).body!)).toEqual({
      message: 'कोर्स नहीं मिला',
    });
    expect(JSON.parse((await notFound(event())).body!)).toEqual({ message: 'Course not found' });
    const crash = httpHandler(route, async () => {
      throw new Error('secret internals');
    });
    expect(JSON.parse((await crash(event({ headers: hindi }))).body!).message).toBe(
      'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
  });

  it('answers 503 with Retry-After when a store is unavailable, even for the caller lookup', async () => {
    ddb.on(GetCommand).rejects(new ServiceUnavailableError(new Error('connect ECONNREFUSED')));
    const res = await echo(event());
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(res.body!)).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  });

  it('fills the response schema’s defaults before answering (the web client does not parse answers again)', async () => {
    const withDefaults = defineRoute({
      ...route,
      response: z.object({ id: z.string(), profile: z.object({ bio: z.string().optional() }).default({}) }),
    });
    const handler = httpHandler(withDefaults, async ({ params }) => ({ id: params.id }));
    expect(JSON.parse((await handler(event())).body!)).toEqual({ id: '7', profile: {} });
  });

  it('answers 500 when a handler breaks its response contract', async () => {
    const broken = httpHandler(route, async () => ({ id: 1 }) as never);
    expect((await broken(event())).statusCode).toBe(500);
  });

  it('answers a text route’s string as is with its content type and cache policy; its errors stay JSON', async () => {
    // Arrange
    const textRoute = testRoute({
      id: 'textRoute',
      method: 'GET',
      path: '/api/text/{id}',
      handler: 'test/text',
      access: 'public',
      params: z.object({ id: z.string() }),
      response: z.string(),
      produces: 'text/calendar',
      cacheControl: 'private, max-age=300',
    });
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:A\\, "b"\r\nEND:VCALENDAR\r\n';
    const handler = httpHandler(textRoute, async ({ params }) => {
      if (params.id === 'gone') throw new NotFoundError('Calendar feed not found');
      return params.id === 'long' ? calendar.repeat(100) : calendar;
    });

    // Act
    const ok = await handler(event({ pathParameters: { id: '7' }, body: undefined }));
    const long = await handler(
      event({ pathParameters: { id: 'long' }, body: undefined, headers: { 'accept-encoding': 'gzip' } }),
    );
    const missing = await handler(event({ pathParameters: { id: 'gone' }, body: undefined }));

    // Assert
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(calendar);
    expect(ok.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
    });
    expect(gunzipSync(Buffer.from(long.body!, 'base64')).toString('utf8')).toBe(calendar.repeat(100));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(JSON.parse(missing.body!)).toEqual({ message: 'Calendar feed not found' });
  });
});

describe('httpHandler first reads', () => {
  const readRoute = testRoute({
    id: 'readRoute',
    method: 'GET',
    path: '/api/things/{id}',
    access: ['instructor', 'admin'],
    params: z.object({ id: z.string().regex(/^\d+$/, 'Invalid id') }),
    response: z.object({ id: z.string(), seen: z.string() }),
  });
  /** The steps of a call in the order they happened. */
  let steps: string[];
  /** What the first reads do: answer the thing's name, or fail. */
  let read: (id: string, sub: string) => Promise<string>;
  const reading = httpHandler(
    readRoute,
    async ({ params, sub, role }) => {
      steps.push(`read ${sub} as ${role}`);
      const name = await read(params.id, sub);
      steps.push('read done');
      return `${name} for ${role}`;
    },
    async ({ params, firstReads }) => {
      steps.push('handler');
      return { id: params.id, seen: firstReads };
    },
  );
  /** A signed-in call whose token names the groups given. */
  const call = (groups: string | undefined, over: Partial<APIGatewayProxyEventV2> = {}) =>
    reading({
      ...event({ body: undefined, ...over }),
      requestContext: {
        requestId: 'req-2',
        authorizer: { jwt: { claims: { sub: 'u1', ...(groups ? { 'cognito:groups': groups } : {}) } } },
      },
    } as unknown as APIGatewayProxyEventV2);

  beforeEach(() => {
    steps = [];
    read = async (id) => `thing ${id}`;
    ddb.reset();
    // The caller lookup resolves only after the reads have started: a round trip the two now share.
    ddb.on(GetCommand).callsFake(async () => {
      steps.push('lookup');
      await new Promise((resolve) => setTimeout(resolve, 20));
      steps.push('lookup done');
      return user();
    });
  });

  it('start beside the caller lookup when the token names an allowed role, and reach the handler', async () => {
    const res = await call('[admin]');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ id: '7', seen: 'thing 7 for admin' });
    expect(steps).toEqual(['read u1 as admin', 'lookup', 'read done', 'lookup done', 'handler']);
  });

  it('wait for the lookup when the token names no allowed role (a refused caller costs no reads)', async () => {
    ddb.on(GetCommand).resolves(user({ role: 'student' }));
    const refused = await call('[student]');
    expect(refused.statusCode).toBe(403);
    expect(steps).toEqual([]);
    // A token from before a role change: the table says admin, so the reads run, after the lookup.
    ddb.on(GetCommand).resolves(user());
    const allowed = await call('[student]');
    expect(allowed.statusCode).toBe(200);
    expect(steps).toEqual(['read u1 as admin', 'read done', 'handler']);
  });

  it('run again as the table’s role when the token claims another allowed role', async () => {
    // The token says instructor (allowed), the table says admin: the early reads are dropped, not used.
    const res = await call('[instructor]');
    expect(JSON.parse(res.body!).seen).toBe('thing 7 for admin');
    expect(steps).toEqual([
      'read u1 as instructor',
      'lookup',
      'read done',
      'lookup done',
      'read u1 as admin',
      'read done',
      'handler',
    ]);
  });

  it('are dropped unseen when the table refuses the caller: the refusal, not the reads’ error, is answered', async () => {
    read = async () => {
      throw new NotFoundError('Thing not found');
    };
    ddb.on(GetCommand).resolves(user({ isActive: false }));
    const res = await call('[admin]');
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!).message).toBe('Your account has been deactivated. Please contact support.');
    expect(steps).not.toContain('handler');
  });

  it('answer their own error once the caller is allowed', async () => {
    read = async () => {
      throw new NotFoundError('Thing not found');
    };
    const res = await call('[admin]');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Thing not found' });
    expect(steps).not.toContain('handler');
  });

  it('never start on invalid input, whose 400 still comes after the caller’s refusal', async () => {
    const bad = await call('[admin]', { pathParameters: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(steps).toEqual(['lookup', 'lookup done']);
    ddb.on(GetCommand).resolves(user({ isActive: false }));
    expect((await call('[admin]', { pathParameters: { id: 'abc' } })).statusCode).toBe(403);
  });
});

describe('httpHandler on a publicCache route', () => {
  const page = testRoute({
    id: 'publicPage',
    method: 'GET',
    path: '/api/things',
    access: 'public',
    response: z.object({ text: z.string() }),
    publicCache: true,
  });
  // Long enough to be gzipped for a client that accepts it (an optional route's signed-in answers: integration).
  const answerFor = httpHandler(page, async () => ({ text: 'x'.repeat(2000) }));
  const get = (headers: Record<string, string> = {}) =>
    answerFor({ headers, requestContext: { requestId: 'req-3' } } as unknown as APIGatewayProxyEventV2);

  it('answers anyone with a strong ETag, a short public Cache-Control and Vary: Authorization', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(res.headers?.['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers?.vary).toBe('accept-encoding, authorization');
  });

  it('gives its handler no language: an answer caches keep is the same for every Accept-Language (issue 40)', async () => {
    const spoken = httpHandler(page, async ({ locale }) => ({ text: locale }));
    const hindi = await spoken({
      headers: { 'accept-language': 'hi-IN' },
      requestContext: { requestId: 'req-4' },
    } as unknown as APIGatewayProxyEventV2);
    expect(JSON.parse(hindi.body!)).toEqual({ text: 'en' });
  });

  it('answers 304 with no body to an If-None-Match that names the answer, weak or in a list', async () => {
    const { headers } = await get();
    for (const ifNoneMatch of [headers!.etag, `W/${headers!.etag}`, `"other", ${headers!.etag}`, '*']) {
      const res = await get({ 'if-none-match': String(ifNoneMatch) });
      expect(res.statusCode, String(ifNoneMatch)).toBe(304);
      expect(res.body).toBeUndefined();
      expect(res.headers?.etag).toBe(headers!.etag);
      expect(res.headers?.['content-type']).toBeUndefined();
    }
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives the gzipped answer its own ETag', async () => {
    const plain = await get();
    const zipped = await get({ 'accept-encoding': 'gzip' });
    expect(zipped.headers?.['content-encoding']).toBe('gzip');
    expect(zipped.headers?.etag).not.toBe(plain.headers?.etag);
    expect(
      (await get({ 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers?.etag) })).statusCode,
    ).toBe(304);
  });

  it('keeps an answer to a request with Authorization in the caller’s own browser', async () => {
    const res = await get({ authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['cache-control']).toBe('private, no-cache');
    expect(res.headers?.vary).toBe('accept-encoding, authorization');
  });

  it('leaves errors uncached', async () => {
    const failing = httpHandler(page, async () => {
      throw new NotFoundError('Thing not found');
    });
    const res = await failing({
      headers: {},
      requestContext: { requestId: 'r' },
    } as unknown as APIGatewayProxyEventV2);
    expect(res.statusCode).toBe(404);
    expect(res.headers?.['cache-control']).toBe('no-store');
    expect(res.headers?.etag).toBeUndefined();
  });
});

describe('groupsClaim', () => {
  it('reads API Gateway’s string form and plain arrays', () => {
    expect(groupsClaim('[admin student]')).toEqual(['admin', 'student']);
    expect(groupsClaim('[instructor]')).toEqual(['instructor']);
    expect(groupsClaim(['a', 'b'])).toEqual(['a', 'b']);
    expect(groupsClaim(undefined)).toEqual([]);
  });
});

describe('httpHandler and the origin header (issue 36)', () => {
  const ping = testRoute({
    id: 'ping',
    method: 'GET',
    path: '/api/ping',
    access: 'public',
    response: z.object({ ok: z.boolean() }),
  });
  let ran = 0;
  const handler = realHttpHandler(ping, async () => {
    ran++;
    return { ok: true };
  });
  const call = (headers: Record<string, string>) =>
    handler({ headers, requestContext: { requestId: 'req-o' } } as unknown as APIGatewayProxyEventV2);

  beforeEach(() => {
    ran = 0;
  });

  it('refuses a request without the header with 403, before the handler runs', async () => {
    const res = await call({});
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(String(res.body))).toEqual({ message: BYPASS_MESSAGE });
    expect(ran).toBe(0);
  });

  it('refuses a wrong value, and a value of another length, the same way', async () => {
    for (const value of ['origin-secret-current-valuX', 'short', `${ORIGIN.current}x`]) {
      const res = await call({ [ORIGIN_HEADER]: value });
      expect(res.statusCode, value).toBe(403);
    }
    expect(ran).toBe(0);
  });

  it('takes the current value, and the previous one while the secret is rotated', async () => {
    expect((await call({ [ORIGIN_HEADER]: ORIGIN.current })).statusCode).toBe(200);
    expect((await call({ [ORIGIN_HEADER]: ORIGIN.previous })).statusCode).toBe(200);
    expect(ran).toBe(2);
  });
});
