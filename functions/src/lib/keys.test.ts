import { describe, expect, it } from 'vitest';
import { dayBucket, dayBuckets, derivedId, padCount, prefix, userPartition } from './keys';

/**
 * The prefix registry and the helpers every feature's keys are built with. The keys themselves are each feature's
 * (functions/src/<feature>/keys.ts); functions/test/keys.test.ts checks them together.
 */
describe('key prefixes', () => {
  it('registers every prefix once', () => {
    const values = Object.values(prefix);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps entity partitions apart: no PK prefix is a prefix of another', () => {
    const pkPrefixes = [
      prefix.user,
      prefix.course,
      prefix.order,
      prefix.payment,
      prefix.webhookEvent,
      prefix.assignment,
      prefix.assignmentSet,
      prefix.post,
      prefix.recentPosts,
      prefix.liveSession,
      prefix.sessionSet,
      prefix.sessionFeed,
      prefix.assignmentFeed,
      prefix.forumFeed,
      prefix.postSearch,
      prefix.chat,
      prefix.ticket,
      prefix.certificate,
      prefix.calendarFeed,
      prefix.ticketRequest,
    ];
    for (const a of pkPrefixes) {
      for (const b of pkPrefixes) if (a !== b) expect(a.startsWith(b), `${a} vs ${b}`).toBe(false);
    }
  });

  it('keeps a user partition for the items features keep per user', () => {
    expect(userPartition('abc')).toBe('USER#abc');
  });
});

describe('key helpers', () => {
  it('covers a reminder window that crosses midnight with both day buckets', () => {
    expect(dayBuckets('2025-03-10T23:30:00Z', '2025-03-11T00:30:00Z')).toEqual(['2025-03-10', '2025-03-11']);
    expect(dayBuckets('2025-03-10T10:00:00Z', '2025-03-10T11:00:00Z')).toEqual(['2025-03-10']);
    expect(dayBucket('2024-12-31T23:59:59.999Z')).toBe('2024-12-31');
  });

  it('zero-pads counts so string order is numeric order', () => {
    expect(padCount(42)).toBe('0000000042');
    expect([7, 10, 99, 100].map((n) => padCount(n)).sort()).toEqual([
      '0000000007',
      '0000000010',
      '0000000099',
      '0000000100',
    ]);
    expect(() => padCount(-1)).toThrow(RangeError);
    expect(() => padCount(1.5)).toThrow(RangeError);
  });

  it('derives the same ULID-shaped id from the same event, and different ids from different seeds', () => {
    const a = derivedId('2025-03-10T10:00:00Z', 'reminder#s1#u1');
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(derivedId('2025-03-10T10:00:00Z', 'reminder#s1#u1')).toBe(a);
    expect(derivedId('2025-03-10T10:00:00Z', 'reminder#s1#u2')).not.toBe(a);
    expect(derivedId('2025-03-10T10:00:01Z', 'x') > derivedId('2025-03-10T10:00:00Z', 'x')).toBe(true);
  });
});
