import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './db';
import { BadRequestError } from './errors';

describe('cursors', () => {
  it('round-trip a key', () => {
    const key = { PK: 'USER#1', SK: 'PROFILE', GSI1PK: 'USERS', GSI1SK: '2026#1' };
    expect(decodeCursor(encodeCursor(key)!)).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it.each([
    '%%%',
    'bm90IGpzb24',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('"s"').toString('base64url'),
  ])('refuse garbage %s with a 400', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(BadRequestError);
  });
});
