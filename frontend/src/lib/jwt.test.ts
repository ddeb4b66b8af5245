import { describe, expect, it } from 'vitest';
import { expiresWithin, tokenExpiry } from './jwt';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const makeToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'none' })}.${b64url(claims)}.sig`;

describe('tokenExpiry', () => {
  it('reads the exp claim', () => {
    expect(tokenExpiry(makeToken({ exp: 1_800_000_000, name: 'Ananya Gupta ✓' }))).toBe(1_800_000_000);
  });

  it('returns null for tokens it cannot read', () => {
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.b.c')).toBeNull();
    expect(tokenExpiry(makeToken({ sub: 'x' }))).toBeNull();
  });
});

describe('expiresWithin', () => {
  const now = 1_800_000_000_000;
  it('is true inside the margin and after expiry', () => {
    expect(expiresWithin(makeToken({ exp: now / 1000 + 30 }), 60, now)).toBe(true);
    expect(expiresWithin(makeToken({ exp: now / 1000 - 5 }), 60, now)).toBe(true);
  });

  it('is false outside the margin', () => {
    expect(expiresWithin(makeToken({ exp: now / 1000 + 3600 }), 60, now)).toBe(false);
  });
});
