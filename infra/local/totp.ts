import { createHmac } from 'node:crypto';

/**
 * RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30 s), as authenticator apps and Cognito compute
 * them, with node:crypto: the local stack's seed, the tests and `npm run totp` compute the demo admin's codes.
 */
export const TOTP_PERIOD_S = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (padding and spaces ignored, any case). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: "${char}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code for `secret` (base32) at time `atMs`. */
export function totpCode(secret: string, atMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / TOTP_PERIOD_S)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** Seconds until the current code changes. */
export const secondsLeft = (atMs = Date.now()) => TOTP_PERIOD_S - (Math.floor(atMs / 1000) % TOTP_PERIOD_S);
