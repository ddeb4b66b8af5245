import { ApiError } from '../api-client';

/**
 * Whether a failed start-up check refused the token itself (401, or 403 for a deactivated or deleted account), so
 * it is forgotten. A reload that cancels the check, no network, or a server error gives no verdict: forgetting the
 * token then would sign the person out of every later page.
 */
export const tokenRefused = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
