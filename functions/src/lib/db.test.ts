import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  batchGet,
  chunksOf,
  decodeCursor,
  encodeCursor,
  getItems,
  type PageRequest,
  prefixValues,
  queryPage,
  Redo,
  retryOnConflict,
  skBeginsWith,
} from './db';
import { BadRequestError, ServiceUnavailableError } from './errors';

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

/**
 * A fake partition of `total` items (newest first by their index), each `match`ing the filter or not; it answers
 * a Query like DynamoDB: at most `Limit` items examined, the filter applied to those, LastEvaluatedKey after them.
 */
const fake = vi.hoisted(() => ({
  total: 0,
  match: (_i: number): boolean => true,
  limits: [] as number[],
  /** BatchGetItem: each request's keys; how many of a request's keys are left unprocessed (the last ones). */
  batches: [] as { PK: string; SK: string }[][],
  unprocessed: [] as number[],
}));

vi.mock('./clients', () => ({
  tableName: () => 'table',
  db: () => ({
    send: async (command: {
      input: {
        Limit: number;
        ExclusiveStartKey?: Record<string, string>;
        RequestItems?: Record<string, { Keys: { PK: string; SK: string }[] }>;
      };
    }) => {
      if (command.input.RequestItems) {
        const asked = command.input.RequestItems.table!.Keys;
        fake.batches.push(asked);
        const left = fake.unprocessed.shift() ?? 0;
        const answered = asked.slice(0, asked.length - left);
        return {
          Responses: {
            table: answered.filter((k) => !k.SK.startsWith('absent')).map((k) => ({ ...k, n: 1 })),
          },
          ...(left ? { UnprocessedKeys: { table: { Keys: asked.slice(asked.length - left) } } } : {}),
        };
      }
      const { Limit, ExclusiveStartKey } = command.input;
      fake.limits.push(Limit);
      const start = ExclusiveStartKey ? Number(ExclusiveStartKey.SK) + 1 : 0;
      const end = Math.min(fake.total, start + Limit);
      const examined = Array.from({ length: end - start }, (_, k) => start + k);
      return {
        Items: examined.filter((i) => fake.match(i)).map((i) => ({ PK: 'P', SK: String(i), n: i })),
        ScannedCount: examined.length,
        ...(end < fake.total ? { LastEvaluatedKey: { PK: 'P', SK: String(end - 1) } } : {}),
      };
    },
  }),
}));

describe('queryPage with a filter', () => {
  /** A filtered page of partition P, with the paging options given. */
  const filtered = (page: Omit<PageRequest, 'query' | 'keyAttributes'>) =>
    queryPage<{ n: number }>({
      query: {
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'x',
        ExpressionAttributeValues: { ':pk': 'P' },
      },
      keyAttributes: ['PK', 'SK'],
      ...page,
    });
  const read = (limit: number, cursor?: string, maxRead?: number) => filtered({ limit, cursor, maxRead });
  const setUp = (total: number, match: (i: number) => boolean) => {
    fake.total = total;
    fake.match = match;
    fake.limits = [];
  };

  it('asks for limit + 1 items first when the first matches lie near the top', async () => {
    setUp(10_000, (i) => i % 5 !== 0);
    const page = await read(20);
    expect(page.items).toHaveLength(20);
    expect(fake.limits).toEqual([21, 42]);
  });

  it('doubles each next page up to 200 and stops at maxRead in all', async () => {
    setUp(10_000, () => false);
    const page = await read(20, undefined, 1000);
    expect(page.items).toEqual([]);
    expect(fake.limits).toEqual([21, 42, 84, 168, 200, 200, 200, 85]);
    expect(fake.limits.reduce((a, b) => a + b)).toBe(1000);
    expect(page.nextCursor).not.toBeNull();
  });

  it('walks every match exactly once, page after page', async () => {
    setUp(2_345, (i) => i % 7 === 3);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 200; pages++) {
      const page = await read(20, cursor, 300);
      seen.push(...page.items.map((i) => i.n));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const expected = Array.from({ length: 2_345 }, (_, i) => i).filter((i) => i % 7 === 3);
    expect(seen).toEqual(expected);
  });

  it('stops at the first limit matches when only those are wanted (firstOnly), without a cursor', async () => {
    const firstTwo = () => filtered({ limit: 2, firstOnly: true });
    // The first 2 of 10 items match: a page would read on to learn whether a third exists; firstOnly does not.
    setUp(10, (i) => i < 2);
    expect(await firstTwo()).toEqual({
      items: [
        { PK: 'P', SK: '0', n: 0 },
        { PK: 'P', SK: '1', n: 1 },
      ],
      nextCursor: null,
    });
    expect(fake.limits).toEqual([3]);
    // Sparse matches: the reads still grow until two are found.
    setUp(30, (i) => i % 10 === 9);
    expect((await firstTwo()).items.map((i) => i.n)).toEqual([9, 19]);
    expect(fake.limits).toEqual([3, 6, 12]);
  });

  it('reads unfiltered pages of exactly limit + 1', async () => {
    setUp(100, () => true);
    const page = await queryPage<{ n: number }>({
      query: { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'P' } },
      keyAttributes: ['PK', 'SK'],
      limit: 10,
    });
    expect(page.items.map((i) => i.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fake.limits).toEqual([11]);
  });
});

describe('sort-key prefix ranges (skBeginsWith)', () => {
  // DynamoDB orders string keys by their UTF-8 bytes.
  const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  const inRange = (key: string, prefix: string) => {
    const v = prefixValues('p', prefix);
    return byBytes(key, v[':p']!) >= 0 && byBytes(key, v[':pEnd']!) <= 0;
  };
  const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });

  it('names the range of its values', () => {
    expect(skBeginsWith('GSI1SK', 'course')).toBe('GSI1SK BETWEEN :course AND :courseEnd');
    expect(Object.keys(prefixValues('course', 'c1#'))).toEqual([':course', ':courseEnd']);
  });

  it('holds exactly the keys that begin with the prefix, for ASCII keys', () => {
    fc.assert(
      fc.property(ascii, ascii, (prefix, key) => {
        expect(inRange(key, prefix)).toBe(key.startsWith(prefix));
        expect(inRange(prefix + key, prefix)).toBe(true);
      }),
      { seed: 26, numRuns: 2000 },
    );
  });
});

describe('batchGet and getItems', () => {
  const key = (i: number | string) => ({ PK: 'P', SK: String(i) });

  it('asks 100 keys a request, each key once, and asks again for the unprocessed ones', async () => {
    fake.batches = [];
    fake.unprocessed = [3];
    const wanted = [...Array.from({ length: 150 }, (_, i) => key(i)), key(7), key(8)];
    const found = await batchGet(wanted);
    expect(fake.batches.map((b) => b.length)).toEqual([100, 3, 50]);
    expect(fake.batches[1]).toEqual([key(97), key(98), key(99)]);
    expect(found).toHaveLength(150);
  });

  it('answers in the order asked, undefined where there is no item, and sends nothing for no keys', async () => {
    fake.batches = [];
    fake.unprocessed = [];
    const items = await getItems([key(2), key('absent-1'), key(1)]);
    expect(items.map((i) => i?.SK)).toEqual(['2', undefined, '1']);
    expect(await getItems([])).toEqual([]);
    expect(fake.batches).toHaveLength(1);
  });
});

describe('retryOnConflict', () => {
  it('redoes on a transaction conflict or a Redo, at most `attempts` times, and never on anything else', async () => {
    let runs = 0;
    const answer = await retryOnConflict(
      async () => {
        runs++;
        if (runs === 1) throw Object.assign(new Error('conflict'), { name: 'TransactionConflictException' });
        if (runs === 2) throw new Redo();
        return 'done';
      },
      { attempts: 3, pauseMs: 1 },
    );
    expect([answer, runs]).toEqual(['done', 3]);

    runs = 0;
    const always = () => {
      runs++;
      return Promise.reject(new Redo());
    };
    // Lost every time: nothing was written, so the caller hears "try again" (503), with the last loss as the cause.
    const lost = await retryOnConflict(always, { attempts: 4, pauseMs: 1 }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ServiceUnavailableError);
    expect((lost as ServiceUnavailableError).statusCode).toBe(503);
    expect((lost as ServiceUnavailableError).cause).toBeInstanceOf(Redo);
    expect(runs).toBe(4);

    runs = 0;
    const other = () => {
      runs++;
      return Promise.reject(new Error('ValidationException'));
    };
    await expect(retryOnConflict(other, { pauseMs: 1 })).rejects.toThrow('ValidationException');
    expect(runs).toBe(1);
  });
});

describe('chunksOf', () => {
  it('cuts in order into pieces of at most the size, the last one shorter, none for nothing', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 25)).toEqual([]);
    expect(() => chunksOf([1], 0)).toThrow(RangeError);
  });
});
