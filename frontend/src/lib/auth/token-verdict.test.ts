import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { tokenRefused } from './token-verdict';

const http = (status: number) => new ApiError({ kind: 'http', status, fallback: 'failed' });

describe('tokenRefused', () => {
  it('forgets the token only when the server refused it', () => {
    expect(tokenRefused(http(401))).toBe(true);
    expect(tokenRefused(http(403))).toBe(true);
  });

  it('keeps it when there was no verdict: a cancelled or failed request, or a server error', () => {
    expect(tokenRefused(new ApiError({ kind: 'network', fallback: 'offline' }))).toBe(false);
    expect(tokenRefused(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(tokenRefused(http(500))).toBe(false);
    expect(tokenRefused(http(503))).toBe(false);
  });
});
