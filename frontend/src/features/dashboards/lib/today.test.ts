import { describe, expect, it } from 'vitest';
import { formatToday, isoDateInIndia } from './today';

describe("the welcome line's date", () => {
  it('is the day in India, in Indian English', () => {
    // 20:00 UTC on a Saturday is 01:30 on Sunday in India (UTC+5:30).
    const late = new Date('2025-11-22T20:00:00Z');
    expect(formatToday(late)).toBe('Sunday, 23 November 2025');
    expect(isoDateInIndia(late)).toBe('2025-11-23');
  });

  it('stays on the same day until midnight in India', () => {
    // 18:29 UTC is 23:59 in India.
    const beforeMidnight = new Date('2026-01-25T18:29:00Z');
    expect(formatToday(beforeMidnight)).toBe('Sunday, 25 January 2026');
    expect(isoDateInIndia(beforeMidnight)).toBe('2026-01-25');
  });
});
