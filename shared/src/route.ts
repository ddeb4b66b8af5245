import type * as z from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * `public`: no token needed. `optional`: no token needed, but a valid one identifies the caller (a draft
 * course shows to its instructor). A list of roles: a valid token of an active user with one of them.
 */
export type Access = 'public' | 'optional' | readonly Role[];

/**
 * What a route's function may touch, beyond reading the table (which every non-public route needs
 * to load its caller). CDK turns these into least-privilege grants, one function at a time.
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'userpool:admin'
  | 'videos:read'
  | 'videos:write'
  | 'certificates:read'
  | 'certificates:write'
  /**
   * Put (and tag) objects under the site bucket's `course-media/` folder only (uploaded course thumbnails, which
   * CloudFront serves at COURSE_MEDIA_PATH); nothing else of the site.
   */
  | 'site-media:write'
  /** Read the Razorpay key secret (orders, checkout signatures) from Secrets Manager at run time. */
  | 'razorpay:key-secret'
  /** Read the Razorpay webhook secret (webhook signatures) from Secrets Manager at run time. */
  | 'razorpay:webhook-secret'
  /** Send mail through SES from the stage's identity, with its configuration set (bounces and complaints). */
  | 'email:send'
  /** Read the key that signs and checks e-mail links (one-click unsubscribe) from Secrets Manager at run time. */
  | 'email:token-secret'
  /**
   * Sign CloudFront cookies for the videos path (issue 38): read the signing key from Secrets Manager at run time,
   * and know its key-pair id (the CloudFront public key's id).
   */
  | 'video:sign'
  /** Send transcoding tasks to the transcode queue (issue 38). */
  | 'transcode:send'
  /** Read the tax documents (invoices, credit notes) of the invoices bucket (issue 39). */
  | 'invoices:read'
  /** Write the tax documents' PDFs to the invoices bucket (issue 39). */
  | 'invoices:write'
  /** Read the data exports' archives (issue 41): a short-lived download link is a presigned GET. */
  | 'exports:read'
  /** Write the data exports' archives to the exports bucket (issue 41). */
  | 'exports:write';

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable id: names the Lambda, the OpenAPI operationId and the client method. */
  id: string;
  method: HttpMethod;
  /** Path under /api with `{param}` placeholders, exactly as API Gateway takes it. */
  path: `/api${string}`;
  /** Handler module under functions/src, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer. @default 200 */
  successStatus?: number;
  /** Resources the handler uses. @default [] */
  grants?: readonly Grant[];
  /** The handler needs the raw body text (webhook signatures). @default false */
  rawBody?: boolean;
  /**
   * A success answer that is not JSON: the handler returns the text (the response schema is a string), sent with
   * this content type (UTF-8). Error answers stay JSON `{ message }`. @default JSON
   */
  produces?: TextMediaType;
  /** The success answer's Cache-Control. @default 'no-store' */
  cacheControl?: string;
  /**
   * A GET anyone may call whose anonymous answer is the same for everyone: answered with a strong ETag (a
   * matching If-None-Match gets 304 and no body) and `PUBLIC_CACHE_CONTROL`, so browsers and CloudFront keep it a
   * while; a request carrying Authorization gets `SIGNED_IN_CACHE_CONTROL` instead, and `Vary: Authorization`
   * keeps the two apart in every cache. @default false
   */
  publicCache?: boolean;
}

/** How long an anonymous public answer may be kept (seconds), and served stale while it is fetched again. */
export const PUBLIC_CACHE = { maxAge: 60, staleWhileRevalidate: 300 } as const;
/**
 * The header CloudFront adds to every request it forwards to the API, holding the origin secret (infra/lib/web.ts;
 * the local gateway adds it from its configuration as CloudFront does). httpHandler refuses a request without it
 * (403), so calling the API's own domain around CloudFront gets nowhere.
 */
export const ORIGIN_HEADER = 'x-academy-origin';

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE.maxAge}, stale-while-revalidate=${PUBLIC_CACHE.staleWhileRevalidate}`;
/** A signed-in caller's answer to a `publicCache` route: kept by their browser only, and revalidated each time. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** The routes whose anonymous answers CloudFront may cache: `publicCache` GETs at a fixed path (no parameters). */
export const isEdgeCached = (route: Pick<RouteDef, 'publicCache' | 'access' | 'method' | 'path'>): boolean =>
  Boolean(route.publicCache) &&
  route.access === 'public' &&
  route.method === 'GET' &&
  !route.path.includes('{');

/**
 * The callers the authorization matrix (test/integration/authorization.test.ts) tries on every route. `owner`
 * is a student enrolled in the owning instructor's course who owns the student-side resources (ticket, chat,
 * submission, post, notification, certificate, calendar feed); `otherStudent` is a student of no course of
 * theirs; `deactivated` is a student whose account the admin deactivated after they signed in.
 */
export const authzCallers = [
  'anonymous',
  'owner',
  'otherStudent',
  'instructor',
  'otherInstructor',
  'admin',
  'deactivated',
] as const;
export type AuthzCaller = (typeof authzCallers)[number];

/**
 * What a route's path parameters name, as the matrix fills them: always the owner's or the owning instructor's
 * resource, so every other caller asks for something that is not theirs. `draftCourse` is an unpublished course
 * of the owning instructor; `courseStudent` is the course and the owner (`{id}/{studentId}`).
 */
export type AuthzResource =
  | 'course'
  | 'draftCourse'
  | 'module'
  /** A module's captions in one language (`en`). */
  | 'moduleCaptions'
  | 'courseStudent'
  | 'user'
  /** The owner's ready data export (issue 41). */
  | 'export'
  | 'assignment'
  | 'post'
  | 'reply'
  | 'session'
  | 'chat'
  | 'ticket'
  | 'notification'
  | 'certificate'
  | 'calendarFeed'
  /** The owner's tax invoice for their paid enrolment (issue 39). */
  | 'invoice'
  /** The owner's refund request (issue 39). */
  | 'refund'
  /** A coupon code the owning instructor made for their course (issue 39). */
  | 'coupon';

/**
 * A route's expected answer status for each caller of the authorization matrix, declared in the feature's
 * `authz.ts` next to its `routes.ts`. A route without one fails the typecheck and the matrix.
 */
export type RouteAuthz = Readonly<Record<AuthzCaller, number>> & {
  /** What the path's parameters name; absent when the path has none. */
  readonly on?: AuthzResource;
};

/** Content types a route may answer as text instead of JSON. */
export type TextMediaType = 'text/calendar';

/** The content type of a route's success answers (without charset). */
export const successMediaType = (route: Pick<RouteDef, 'produces'>): string =>
  route.produces ?? 'application/json';

export const defineRoute = <
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(
  route: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> => route;

/** No authorizer in front of it: anyone may call it (`public` and `optional`). */
export const isPublic = (route: Pick<RouteDef, 'access'>): boolean =>
  route.access === 'public' || route.access === 'optional';

/** `/api/users/{id}/status` → `/api/users/42/status`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Every grant a route's function needs, including the table read of the caller lookup. */
export function grantsOf(route: Pick<RouteDef, 'access' | 'grants'>): Grant[] {
  const grants = new Set<Grant>(route.grants ?? []);
  if (!isPublic(route)) grants.add('table:read');
  if (grants.has('table:write')) grants.add('table:read');
  return [...grants].sort();
}
