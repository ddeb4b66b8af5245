import { describe, expect, it } from 'vitest';
import { lastActivityText } from './last-activity';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('lastActivityText', () => {
  it('says "today" for any time of today, and for a time ahead of this clock', () => {
    expect(lastActivityText(ago(0), NOW, 'UTC')).toBe('today');
    expect(lastActivityText('2026-11-25T00:00:00Z', NOW, 'UTC')).toBe('today');
    expect(lastActivityText(ago(-2 * HOUR), NOW, 'UTC')).toBe('today');
  });

  it('says "yesterday" for the calendar day before, however few hours ago', () => {
    expect(lastActivityText('2026-11-24T23:59:59Z', NOW, 'UTC')).toBe('yesterday');
    expect(lastActivityText('2026-11-24T00:00:00Z', NOW, 'UTC')).toBe('yesterday');
  });

  it('counts calendar days under a week', () => {
    expect(lastActivityText(ago(2 * DAY), NOW, 'UTC')).toBe('2 days ago');
    expect(lastActivityText('2026-11-23T23:00:00Z', NOW, 'UTC')).toBe('2 days ago');
    expect(lastActivityText(ago(6 * DAY), NOW, 'UTC')).toBe('6 days ago');
  });

  it('counts whole weeks, then months, then years', () => {
    expect(lastActivityText(ago(7 * DAY), NOW, 'UTC')).toBe('1 week ago');
    expect(lastActivityText(ago(20 * DAY), NOW, 'UTC')).toBe('2 weeks ago');
    expect(lastActivityText(ago(29 * DAY), NOW, 'UTC')).toBe('4 weeks ago');
    expect(lastActivityText(ago(30 * DAY), NOW, 'UTC')).toBe('1 month ago');
    expect(lastActivityText(ago(200 * DAY), NOW, 'UTC')).toBe('6 months ago');
    expect(lastActivityText(ago(364 * DAY), NOW, 'UTC')).toBe('12 months ago');
    expect(lastActivityText(ago(365 * DAY), NOW, 'UTC')).toBe('1 year ago');
    expect(lastActivityText(ago(800 * DAY), NOW, 'UTC')).toBe('2 years ago');
  });

  it('counts calendar days in the viewer’s time zone', () => {
    // 12:00 UTC is 17:30 in India; 2026-11-24T19:00Z is already the 25th there.
    expect(lastActivityText('2026-11-24T19:00:00Z', NOW, 'Asia/Kolkata')).toBe('today');
    expect(lastActivityText('2026-11-24T19:00:00Z', NOW, 'UTC')).toBe('yesterday');
  });

  it('gives "" for an unreadable value', () => {
    expect(lastActivityText('not a date', NOW, 'UTC')).toBe('');
  });
});
