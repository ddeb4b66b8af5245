import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_ADMIN_TOTP_SECRET } from './seed-mfa';
import { base32Decode, secondsLeft, totpCode } from './totp';

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes (RFC 6238), as authenticator apps and Cognito compute them', () => {
  it('decodes base32 (RFC 4648), spaces and case as apps accept them', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe('12345678901234567890');
  });

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])("gives RFC 6238's SHA-1 test vector at %i s (its last 6 digits)", (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('counts the seconds the code has left', () => {
    expect(secondsLeft(59_000)).toBe(1);
    expect(secondsLeft(60_000)).toBe(30);
  });
});

describe("the demo admin's fixed secret", () => {
  it('is the one .env.example gives, and valid base32 of 160 bits', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    expect(/^DEMO_ADMIN_TOTP_SECRET=(\S+)/m.exec(example)?.[1]).toBe(DEFAULT_DEMO_ADMIN_TOTP_SECRET);
    expect(base32Decode(DEFAULT_DEMO_ADMIN_TOTP_SECRET)).toHaveLength(20);
  });
});
