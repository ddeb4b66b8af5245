/**
 * The one fetch client. Every call is typed from its entry in the shared route table: params, query and
 * body take the input types of the route's zod schemas, the answer is parsed with its response schema.
 *
 *   const { user } = await apiCall(endpoints.login, { body: { email, password } });
 *   await apiCall(endpoints.setUserStatus, { params: { id }, body: { isActive: false } });
 *
 * It attaches the bearer token to protected and `optional` routes, refreshes a token about to expire (one
 * refresh at a time, shared by concurrent calls), and signs out on any 401 while still passing the error on.
 */
import type { Endpoint, ErrorBody, RouteDef } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { LOCALE_TAGS, SOURCE_LOCALE } from '@academy/shared/locale';
import { fillPath } from '@academy/shared/route';
import { t } from '@lingui/core/macro';
import type * as z from 'zod';
import { session } from './auth/session';
import { TOKEN_REFRESH_MARGIN_SECONDS } from './constants';
import { currentTag } from './i18n';
import { expiresWithin } from './jwt';

type AnyRoute = Endpoint<RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType>>;

/** A route part that is left out of the table is typed as the bare `z.ZodType` default. */
type Part<K extends string, S> = [z.ZodType] extends [S]
  ? { [P in K]?: undefined }
  : object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> };

type RouteOf<E> = E extends Endpoint<infer R> ? R : never;

export type CallInput<E> =
  RouteOf<E> extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? Part<'params', P> &
        Part<'query', Q> &
        Part<'body', B> & {
          signal?: AbortSignal;
          /** Let the request outlive the page (a save as the page closes: `fetch` keepalive, headers kept). */
          keepalive?: boolean;
        }
    : never;

export type CallResult<E> =
  RouteOf<E> extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer Res> ? z.output<Res> : never;

/** `network`: no answer at all; `http`: the server answered with an error status; `unexpected`: anything else. */
export type ApiErrorKind = 'network' | 'http' | 'unexpected';

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; null when there was no answer. */
  readonly status: number | null;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's `code`, where it answered one (`ERROR_CODES`). */
  readonly code: string | undefined;
  readonly issues: ApiIssue[];

  constructor(input: {
    kind: ApiErrorKind;
    status?: number | null;
    serverMessage?: string;
    code?: string;
    issues?: ApiIssue[];
    fallback: string;
    cause?: unknown;
  }) {
    super(input.serverMessage ?? input.fallback, { cause: input.cause });
    this.kind = input.kind;
    this.status = input.status ?? null;
    this.serverMessage = input.serverMessage;
    this.code = input.code;
    this.issues = input.issues ?? [];
  }
}

/**
 * What a screen says of a failed call: the server's message; "Network error" when there was no answer at all (the
 * screen's own text would blame something else, e.g. "Enrol in this course"); else the screen's own text.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network') return error.message;
  }
  return fallback;
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's error answer (`ErrorBody`), checked by hand: the client loads no schema library. */
function errorBodyOf(json: unknown): ErrorBody | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { message, code, issues } = json as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  const validIssues =
    Array.isArray(issues) &&
    issues.every(
      (issue) =>
        issue &&
        typeof issue === 'object' &&
        typeof issue.path === 'string' &&
        typeof issue.message === 'string',
    );
  return {
    message,
    ...(typeof code === 'string' ? { code } : {}),
    issues: validIssues ? (issues as ErrorBody['issues']) : undefined,
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function send<R extends AnyRoute>(
  route: R,
  input: CallInput<R> | undefined,
  token: string | null,
): Promise<CallResult<R>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  let url: string;
  try {
    url = fillPath(route.path, params) + queryString(query);
  } catch (cause) {
    throw new ApiError({ kind: 'unexpected', fallback: t`An unexpected error occurred.`, cause });
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The server's messages (errors, notifications) in the page's language; English needs no header.
  const tag = currentTag();
  if (tag !== LOCALE_TAGS[SOURCE_LOCALE]) headers['accept-language'] = tag;

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiError({ kind: 'network', fallback: t`Network error. Please check your connection.`, cause });
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = errorBodyOf(json);
    const status = response.status;
    // Any 401 means the stored token is no good: forget it (spec part 1 §8), and still tell the caller.
    if (response.status === 401) session.signOut();
    throw new ApiError({
      kind: 'http',
      status: response.status,
      serverMessage: error?.message,
      code: error?.code,
      issues: error?.issues,
      fallback: t`Request failed with status ${status}`,
    });
  }
  return json as CallResult<R>;
}

let refreshing: Promise<string> | null = null;

async function refreshSession(refreshToken: string): Promise<string> {
  try {
    const { token } = await send(endpoints.refreshToken, { body: { refreshToken } }, null);
    session.setToken(token);
    return token;
  } catch (error) {
    // Without an answer the session may still be fine; any refusal ends it.
    if (!(error instanceof ApiError && error.kind === 'network')) session.signOut();
    throw error;
  }
}

/** The stored token, refreshed first when it is about to expire. */
async function currentToken(): Promise<string | null> {
  const token = session.getToken();
  if (!token || !expiresWithin(token, TOKEN_REFRESH_MARGIN_SECONDS)) return token;
  const refreshToken = session.getRefreshToken();
  if (!refreshToken) return token;
  refreshing ??= refreshSession(refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The token a route gets: none for `public`; for `optional` only if it is (or can be made) fresh. */
async function tokenFor(route: AnyRoute): Promise<string | null> {
  if (route.access === 'public') return null;
  if (route.access === 'optional') return currentToken().catch(() => null);
  return currentToken();
}

type CallArgs<R> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export async function apiCall<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): Promise<CallResult<R>> {
  return send(route, input, await tokenFor(route));
}
