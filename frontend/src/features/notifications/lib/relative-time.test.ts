import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it('says "just now" under a minute, and for a time a little ahead of this clock', () => {
    expect(relativeTime(ago(0), NOW, 'UTC')).toBe('just now');
    expect(relativeTime(ago(59_999), NOW, 'UTC')).toBe('just now');
    expect(relativeTime(ago(-30_000), NOW, 'UTC')).toBe('just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(MIN), NOW, 'UTC')).toBe('1 min ago');
    expect(relativeTime(ago(5 * MIN + 59_000), NOW, 'UTC')).toBe('5 min ago');
    expect(relativeTime(ago(59 * MIN + 59_000), NOW, 'UTC')).toBe('59 min ago');
  });

  it('counts whole hours under a day, even across midnight', () => {
    expect(relativeTime(ago(HOUR), NOW, 'UTC')).toBe('1 h ago');
    expect(relativeTime(ago(2 * HOUR + 30 * MIN), NOW, 'UTC')).toBe('2 h ago');
    // 23 h before noon is 13:00 the day before: still hours.
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), NOW, 'UTC')).toBe('23 h ago');
  });

  it('says "yesterday" for the calendar day before today, a day or more ago', () => {
    expect(relativeTime(ago(24 * HOUR), NOW, 'UTC')).toBe('yesterday');
    expect(relativeTime('2026-11-24T00:00:00Z', NOW, 'UTC')).toBe('yesterday');
  });

  it('gives the date for anything older', () => {
    expect(relativeTime('2026-11-23T23:59:59Z', NOW, 'UTC')).toBe('Nov 23, 2026');
    expect(relativeTime('2025-01-05T08:00:00Z', NOW, 'UTC')).toBe('Jan 5, 2025');
  });

  it('counts calendar days in the viewer’s time zone', () => {
    // 12:00 UTC is 17:30 in India; 2026-11-23T19:00Z is already the 24th there, so it was yesterday.
    expect(relativeTime('2026-11-23T19:00:00Z', NOW, 'Asia/Kolkata')).toBe('yesterday');
    expect(relativeTime('2026-11-23T19:00:00Z', NOW, 'UTC')).toBe('Nov 23, 2026');
  });

  it('gives "" for an unreadable time', () => {
    expect(relativeTime('not a date', NOW, 'UTC')).toBe('');
  });
});
