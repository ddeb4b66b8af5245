import { describe, expect, it } from 'vitest';
import { parseCategory, replyReady } from './forms';
import { timeAgo } from './time';

describe('replyReady', () => {
  it('takes a reply only when it has text after trimming', () => {
    expect(replyReady('')).toBe(false);
    expect(replyReady('   \n\t ')).toBe(false);
    expect(replyReady(' Thanks! ')).toBe(true);
    expect(replyReady('x'.repeat(5001))).toBe(false);
  });
});

describe('parseCategory', () => {
  it('reads a known category and treats anything else as all', () => {
    expect(parseCategory('technical')).toBe('technical');
    expect(parseCategory('nope')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-20T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;

  it('reads minutes, hours and days, then the date', () => {
    expect(timeAgo(ago(30_000), now)).toBe('just now');
    expect(timeAgo(ago(-30_000), now)).toBe('just now');
    expect(timeAgo(ago(5 * MIN), now)).toBe('5 min ago');
    expect(timeAgo(ago(3 * 60 * MIN), now)).toBe('3 h ago');
    expect(timeAgo(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(timeAgo(ago(6 * 24 * 60 * MIN), now)).toBe('6 days ago');
    expect(timeAgo(ago(8 * 24 * 60 * MIN), now, 'UTC')).toBe('Mar 12, 2026');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
