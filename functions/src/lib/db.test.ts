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

  it('refuse a key that is not exactly the index key, with string values', () => {
    const attributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK'];
    const key = { PK: 'USER#1', SK: 'PROFILE', GSI1PK: 'USERS', GSI1SK: '2026#1' };
    expect(decodeCursor(encodeCursor(key)!, attributes)).toEqual(key);
    for (const bad of [
      {},
      { ...key, GSI1SK: 7 },
      { ...key, GSI1SK: '' },
      { ...key, extra: 'x' },
      { PK: 'a', SK: 'b' },
    ]) {
      expect(() => decodeCursor(encodeCursor(bad)!, attributes)).toThrow(BadRequestError);
    }
  });
});
