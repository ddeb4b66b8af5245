/**
 * Errors that carry their HTTP status. Domain errors extend these and end in `Error`. Their message is English and
 * a message of the server's catalogue (docs/i18n.md, "Server texts"): a literal marked `/*i18n*\/ 'Course not
 * found'`, or `text(/*i18n*\/ '… {max} …', { max })` for values; the wrapper answers it in the caller's language.
 */
export class HttpError extends Error {
  /** A stable reason a screen acts on (`ERROR_CODES` in shared/src/errors.ts), answered beside the message. */
  code?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, message, issues);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = /*i18n*/ 'Authentication required') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = /*i18n*/ 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = /*i18n*/ 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class LockedError extends HttpError {
  constructor(message: string) {
    super(423, message);
  }
}

/** How long a client should wait before trying again after a 503 (the `Retry-After` header, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The table or the bucket cannot answer now (down, unreachable, timing out, failing or throttling after the
 * SDK's retries). Thrown by the SDK clients themselves (./clients.ts), so every handler that touches a store
 * answers 503 with this message instead of a 500 or a hang.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(cause?: unknown) {
    super(503, /*i18n*/ 'The service is temporarily unavailable. Please try again in a moment.');
    this.cause = cause;
  }
}

/** Socket errors that mean "nobody answers there now", not "this request is wrong". */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** Error names AWS services use for "slow down"; the SDK retried them already. */
const THROTTLING_ERRORS = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'SlowDown',
]);

interface SdkErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

/**
 * True when an AWS SDK call failed because the service is unavailable rather than because of the request:
 * no connection (refused, reset, unreachable), a connection or request timeout, a 5xx from the service, or
 * throttling still failing after the SDK's retries. A condition failure, a validation error or a missing
 * object is none of these.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || error instanceof HttpError || depth > 3) return false;
  const { name, code, cause, $metadata } = error as SdkErrorShape;
  if (name === 'TimeoutError') return true;
  if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
  if (typeof name === 'string' && THROTTLING_ERRORS.has(name)) return true;
  const status = $metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500 && status <= 599) return true;
  return isServiceUnavailable(cause, depth + 1);
}
