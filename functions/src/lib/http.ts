import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  brokenTextMessage,
  type ErrorBody,
  isPublic,
  PUBLIC_CACHE_CONTROL,
  type Role,
  type RouteDef,
  SIGNED_IN_CACHE_CONTROL,
  successMediaType,
} from '@academy/shared';
import { rememberIssue } from '@academy/shared/validation-messages';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
  UnauthorizedError,
} from './errors';
import { type Locale, requestLocale, SOURCE_LOCALE, translateText } from './i18n';
import { logger } from './logger';
import { refuseBypass } from './origin';
import { verifiedSubject } from './tokens';

/**
 * What the wrapper needs to know of the account behind a token: its role and whether it is active. The account
 * itself is a feature's (users): `makeHttpHandler` is given the function that loads it, so lib knows no feature.
 */
export interface Account {
  role: Role;
  isActive: boolean;
}

/** The signed-in, active user making the call (loaded fresh on every request). */
export interface Caller<A extends Account = Account> {
  id: string;
  role: Role;
  user: A;
}

type Infer<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface HandlerInput<R extends RouteDef, A extends Account = Account> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Present on every route that needs a role; on `optional` routes when a valid token came along. */
  caller: R['access'] extends 'public'
    ? undefined
    : R['access'] extends 'optional'
      ? Caller<A> | undefined
      : Caller<A>;
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** The language the caller asked for (`Accept-Language`): what a handler says in its answer, it says in this. */
  locale: Locale;
  /** API Gateway's id of this request (what the audit trail records; the correlation id when there is none). */
  requestId: string;
  event: APIGatewayProxyEventV2;
}

/**
 * What a handler's first reads may know before the caller is: the validated path and query, and the token's
 * subject (already checked by the API Gateway authorizer, not yet against the table).
 */
export interface FirstReadInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  sub: string;
  /** The caller's role: as the token claims it while the lookup runs, as the table holds it when read after. */
  role: Role;
  /** The language the caller asked for (`Accept-Language`). */
  locale: Locale;
}

/**
 * A signed-in route's reads that depend only on the input and the caller's sub: `httpHandler` starts them beside
 * the caller lookup instead of after it, saving a round trip. They must only read (no write, no notification);
 * their result reaches the handler as `firstReads` once the caller is known to be allowed, and is dropped unseen
 * otherwise.
 */
export type FirstReads<R extends RouteDef, P> = (input: FirstReadInput<R>) => Promise<P>;

export type HandlerResult<R extends RouteDef> =
  | z.input<R['response']>
  | {
      status: number;
      body: z.input<R['response']>;
      /** `Set-Cookie` values (API Gateway's `cookies`): the video routes' CloudFront cookies. */
      cookies?: string[];
    };

/**
 * Answers at least this long are gzipped for clients that accept it: an HTTP API does not compress, and
 * CloudFront compresses only what it may cache, which /api/* is not. The catalogue is 19.5 KB of JSON, 5.7 KB
 * gzipped; below 1 KB the header overhead outweighs the saving.
 */
export const COMPRESS_MIN_BYTES = 1024;

const acceptsGzip = (event: APIGatewayProxyEventV2) =>
  /\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? '');

/** An answer's text with its content type (UTF-8), gzipped when long and the client accepts it. */
const answer = (
  statusCode: number,
  text: string,
  mediaType: string,
  cacheControl: string,
  correlationId: string,
  event: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 => {
  const headers = {
    'content-type': `${mediaType}; charset=utf-8`,
    'cache-control': cacheControl,
    'x-correlation-id': correlationId,
  };
  if (Buffer.byteLength(text) < COMPRESS_MIN_BYTES || !acceptsGzip(event))
    return { statusCode, headers, body: text };
  return {
    statusCode,
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(text).toString('base64'),
    isBase64Encoded: true,
  };
};

/** Whether an If-None-Match header names this entity tag (or `*`); weak tags compare by their value (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * A `publicCache` route's success answer: a strong ETag of the bytes sent (the gzipped and the plain answer have
 * their own), 304 with no body to an If-None-Match that names it, and a Cache-Control by who asked: anyone may
 * keep an anonymous answer for a while, a signed-in caller's stays in their browser and is revalidated. Vary
 * keeps the two apart in every cache between (a course's lesson addresses reach only those who may study it).
 */
function cacheableAnswer(
  text: string,
  mediaType: string,
  correlationId: string,
  event: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 {
  const signedIn = Boolean(event.headers?.authorization);
  const response = answer(
    200,
    text,
    mediaType,
    signedIn ? SIGNED_IN_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    correlationId,
    event,
  );
  const etag = `"${createHash('sha256').update(String(response.body)).digest('base64url').slice(0, 32)}"`;
  const headers: Record<string, string> = {
    ...(response.headers as Record<string, string>),
    etag,
    vary: 'accept-encoding, authorization',
  };
  if (!matchesEtag(event.headers?.['if-none-match'], etag)) return { ...response, headers };
  // Not Modified: the validators and caching headers, no body and nothing that describes one.
  delete headers['content-type'];
  delete headers['content-encoding'];
  return { statusCode: 304, headers };
}

const UNEXPECTED = /*i18n*/ 'Something went wrong on our side. Please try again.';

/**
 * An error's answer in the caller's language (`Accept-Language`): its message and each issue's, from the server's
 * catalogue (docs/i18n.md, "Server texts"). English is the code's text as it is; a text not in the catalogue stays
 * English. The logs keep the English.
 */
function errorBody(error: HttpError, event: APIGatewayProxyEventV2): ErrorBody {
  const locale = requestLocale(event.headers);
  const say = (text: string) => translateText(locale, text);
  if (!error.issues) return { message: say(error.message), ...(error.code ? { code: error.code } : {}) };
  const issues = error.issues.map((issue) => ({ path: issue.path, message: say(issue.message) }));
  // A validation error's message is its first issue's, after the issue's path.
  const first = error.issues[0];
  const message =
    first &&
    locale !== 'en' &&
    error.message === (first.path ? `${first.path}: ${first.message}` : first.message)
      ? first.path
        ? `${first.path}: ${issues[0]!.message}`
        : issues[0]!.message
      : say(error.message);
  return { message, issues };
}

const json = (
  statusCode: number,
  body: unknown,
  correlationId: string,
  event: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 =>
  answer(statusCode, JSON.stringify(body), 'application/json', 'no-store', correlationId, event);

function issuesOf(error: z.ZodError, where: string) {
  // zod's own messages (no text of the schema's) get the catalogue's meaning, for answers in other languages.
  for (const issue of error.issues) rememberIssue(issue);
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function validate<S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data as Infer<S>;
  const issues = issuesOf(result.error, where === 'body' ? '' : where);
  const first = issues[0]!;
  throw new BadRequestError(first.path ? `${first.path}: ${first.message}` : first.message, issues);
}

/** `String.prototype.isWellFormed` (ES2024; Node 20 and Lambda's Node 22 have it, the project's lib is ES2023). */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Where in a validated input a string holds a lone UTF-16 surrogate (`['tags', '2']`), if anywhere. */
function brokenTextAt(value: unknown, at: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isWellFormed(value) ? undefined : at;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = brokenTextAt(item, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses text no UTF-8 reader can decode: a lone surrogate, which JSON can carry (`"\ud800"`). The schemas'
 * text rules (SingleLine, MultiLine) refuse it with the field's own label; this catches every other string (a
 * password, a search, a free-form field) before a handler can store or echo it.
 */
function refuseBrokenText(inputs: Record<'params' | 'query' | 'body', unknown>) {
  for (const [where, value] of Object.entries(inputs)) {
    const at = brokenTextAt(value);
    if (!at) continue;
    const path = [where === 'body' ? '' : where, ...at].filter(Boolean).join('.');
    const message = brokenTextMessage(/*i18n*/ 'Text');
    throw new BadRequestError(path ? `${path}: ${message}` : message, [{ path, message }]);
  }
}

function readBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError(/*i18n*/ 'Request body is not valid JSON');
  }
}

/** API Gateway passes JWT claims as strings; a list claim arrives as "[a b]". */
export function groupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A computation's value or its error, kept to be thrown later. */
function settleNow<T>(compute: () => T): Settled<T> {
  try {
    return { ok: true, value: compute() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A promise that never rejects (no unhandled rejection when its result is dropped). */
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const unsettle = <T>(settled: Settled<T>): T => {
  if (!settled.ok) throw settled.error;
  return settled.value;
};

/** Loads the account of a token's subject (undefined: no such account), fresh on every request. */
export type LoadAccount<A extends Account> = (sub: string) => Promise<A | undefined>;

/** The claims the API Gateway JWT authorizer checked (none on public and optional routes). */
const claimsOf = (event: APIGatewayProxyEventV2): Record<string, unknown> | undefined =>
  (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } } | undefined)
    ?.authorizer?.jwt?.claims;

/**
 * Whose first reads may start before the lookup, and as which role: on a signed-in route, when the token's groups
 * already name a role the route allows. The token only decides whether to start early; the table still decides
 * who is allowed. A token whose groups do not fit (a student calling an admin route) gets no early reads, so a
 * refused call costs no more reads than before; one whose role changed since sign-in gets its reads again.
 */
function claimedCaller(
  route: RouteDef,
  event: APIGatewayProxyEventV2,
): { sub: string; role: Role } | undefined {
  if (isPublic(route)) return undefined;
  const claims = claimsOf(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const groups = groupsClaim(claims?.['cognito:groups']);
  const role = (route.access as readonly Role[]).find((allowed) => groups.includes(allowed));
  return role && { sub, role };
}

async function authorize<A extends Account>(
  route: RouteDef,
  event: APIGatewayProxyEventV2,
  loadAccount: LoadAccount<A>,
): Promise<Caller<A> | undefined> {
  if (route.access === 'optional') return identify(event, loadAccount);
  if (isPublic(route)) return undefined;
  const sub = claimsOf(event)?.sub;
  if (typeof sub !== 'string' || sub === '') throw new UnauthorizedError();
  // The table, not the token, is the truth: a deactivated user is refused at once, token or not.
  const user = await loadAccount(sub);
  if (!user) throw new ForbiddenError(/*i18n*/ 'Your account no longer exists');
  if (!user.isActive)
    throw new ForbiddenError(/*i18n*/ 'Your account has been deactivated. Please contact support.');
  if (!(route.access as readonly Role[]).includes(user.role)) throw new ForbiddenError();
  return { id: sub, role: user.role, user };
}

/**
 * On an `optional` route no authorizer ran: verify the bearer token here, as the authorizer would. A missing,
 * invalid or expired token, or an inactive account, just means an anonymous caller (public pages must
 * still show).
 */
async function identify<A extends Account>(
  event: APIGatewayProxyEventV2,
  loadAccount: LoadAccount<A>,
): Promise<Caller<A> | undefined> {
  const token = /^Bearer (.+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  if (!token) return undefined;
  const sub = await verifiedSubject(token);
  if (!sub) return undefined;
  const user = await loadAccount(sub);
  return user?.isActive ? { id: sub, role: user.role, user } : undefined;
}

/**
 * Makes the one wrapper every route handler goes through (`httpHandler`, composed with the users feature's
 * account lookup in functions/src/http.ts): validation of params, query and body against the route's schemas,
 * caller and role checks, error mapping and structured logs with a correlation id.
 */
export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** `httpHandler(route, fn)`, or `httpHandler(route, firstReads, fn)` to start the first reads beside the lookup. */
export interface HttpHandlerFactory<A extends Account> {
  <R extends RouteDef>(route: R, fn: (input: HandlerInput<R, A>) => Promise<HandlerResult<R>>): HttpHandler;
  <R extends RouteDef, P>(
    route: R,
    firstReads: FirstReads<R, P>,
    fn: (input: HandlerInput<R, A> & { firstReads: P }) => Promise<HandlerResult<R>>,
  ): HttpHandler;
}

export function makeHttpHandler<A extends Account>({
  loadAccount,
}: {
  loadAccount: LoadAccount<A>;
}): HttpHandlerFactory<A> {
  return <R extends RouteDef, P>(
    route: R,
    ...args:
      | [fn: (input: HandlerInput<R, A> & { firstReads: P }) => Promise<HandlerResult<R>>]
      | [
          firstReads: FirstReads<R, P>,
          fn: (input: HandlerInput<R, A> & { firstReads: P }) => Promise<HandlerResult<R>>,
        ]
  ): HttpHandler => {
    const [firstReads, fn] = args.length === 2 ? args : [undefined, args[0]];
    return async (
      event: APIGatewayProxyEventV2,
      context?: Context,
    ): Promise<APIGatewayProxyStructuredResultV2> => {
      const correlationId = event.headers?.['x-correlation-id'] ?? event.requestContext?.requestId ?? 'none';
      logger.appendKeys({ correlationId, route: route.id });
      if (context) logger.addContext(context);
      try {
        // What a handler may say in the caller's language. An answer a cache may keep (`publicCache`, or a route
        // with its own `cacheControl`: the calendar feed) is never in one: Vary does not name Accept-Language, and
        // CloudFront's key for the edge-cached paths holds no header, so such answers stay language-free (English).
        // Errors are always the caller's: they are never cached (no-store).
        const locale = route.publicCache || route.cacheControl ? SOURCE_LOCALE : requestLocale(event.headers);
        // A request that went around CloudFront is refused before anything else (lib/origin.ts).
        await refuseBypass(event);
        // Validation reads no data, so it comes first; its refusal still waits for the caller's, as before.
        const rawBody = readBody(event);
        const input = settleNow(() => {
          const params = validate(route.params, event.pathParameters ?? {}, 'params');
          const query = validate(route.query, event.queryStringParameters ?? {}, 'query');
          const body = route.body ? validate(route.body, parseJson(rawBody), 'body') : undefined;
          refuseBrokenText({ params, query, body });
          return { params, query, body } as Pick<HandlerInput<R, A>, 'params' | 'query' | 'body'>;
        });
        const claimed = firstReads && input.ok ? claimedCaller(route, event) : undefined;
        const early =
          firstReads && input.ok && claimed
            ? settle(firstReads({ params: input.value.params, query: input.value.query, ...claimed, locale }))
            : undefined;
        // A refused caller is answered at once: early reads are left to finish unseen (they only read).
        const caller = await authorize(route, event, loadAccount);
        if (!input.ok) throw input.error;
        const { params, query, body } = input.value;
        // First reads are for signed-in routes, whose caller is known here.
        const signedIn = caller as Caller<A>;
        const reads = !firstReads
          ? undefined
          : early && claimed?.role === signedIn.role
            ? unsettle(await early)
            : await firstReads({ params, query, sub: signedIn.id, role: signedIn.role, locale });
        const result = await fn({
          params,
          query,
          body,
          caller,
          rawBody,
          locale,
          requestId: event.requestContext?.requestId ?? correlationId,
          headers: event.headers ?? {},
          event,
          firstReads: reads as P,
        } as HandlerInput<R, A> & { firstReads: P });
        const wrapped =
          result &&
          typeof result === 'object' &&
          'status' in result &&
          'body' in result &&
          typeof result.status === 'number'
            ? (result as { status: number; body: unknown; cookies?: string[] })
            : undefined;
        const [status, payload] = wrapped
          ? [wrapped.status, wrapped.body]
          : [route.successStatus ?? 200, result];
        const cookies = wrapped?.cookies?.length ? { cookies: wrapped.cookies } : {};
        // The response schema is the contract: it also strips storage attributes (keys) from items.
        const checked = route.response.parse(payload);
        // A text route (a calendar) answers the handler's string as is, not JSON-encoded.
        const text = route.produces ? String(checked) : JSON.stringify(checked);
        if (route.publicCache && status === 200)
          return cacheableAnswer(text, successMediaType(route), correlationId, event);
        return {
          ...answer(
            status,
            text,
            successMediaType(route),
            route.cacheControl ?? 'no-store',
            correlationId,
            event,
          ),
          ...cookies,
        };
      } catch (error) {
        if (error instanceof HttpError) {
          if (error.statusCode >= 500) logger.error('request failed', { error });
          else logger.info('request refused', { status: error.statusCode, reason: error.message });
          const response = json(error.statusCode, errorBody(error, event), correlationId, event);
          // A store that is down: tell the client when trying again makes sense.
          if (error instanceof ServiceUnavailableError)
            response.headers = { ...response.headers, 'retry-after': String(RETRY_AFTER_SECONDS) };
          return response;
        }
        logger.error('unexpected error', { error: error as Error });
        return json(
          500,
          { message: translateText(requestLocale(event.headers), UNEXPECTED) },
          correlationId,
          event,
        );
      } finally {
        logger.resetKeys();
      }
    };
  };
}
