import { describe, expect, it } from 'vitest';
import { listTime, messageTime } from './time';

const IST = 'Asia/Kolkata';
const now = Date.parse('2026-03-18T12:00:00.000Z'); // Wed 18 Mar 2026, 5:30 PM in India

describe('messageTime', () => {
  it('shows the time alone today, the day and time this year, the full date before', () => {
    expect(messageTime('2026-03-18T04:05:00.000Z', now, IST)).toBe('9:35 AM');
    expect(messageTime('2026-03-02T04:05:00.000Z', now, IST)).toBe('Mar 2, 9:35 AM');
    expect(messageTime('2025-12-31T04:05:00.000Z', now, IST)).toBe('Dec 31, 2025, 9:35 AM');
  });

  it('takes the day in the reader’s time zone', () => {
    // 19:00 UTC on the 17th is already the 18th in India
    expect(messageTime('2026-03-17T19:00:00.000Z', now, IST)).toBe('12:30 AM');
  });

  it('gives nothing for an unreadable value', () => {
    expect(messageTime('soon', now, IST)).toBe('');
  });
});

describe('listTime', () => {
  it('time today, weekday this week, date this year, date with year before', () => {
    expect(listTime('2026-03-18T04:05:00.000Z', now, IST)).toBe('9:35 AM');
    expect(listTime('2026-03-16T04:05:00.000Z', now, IST)).toBe('Mon');
    expect(listTime('2026-03-02T04:05:00.000Z', now, IST)).toBe('Mar 2');
    expect(listTime('2025-12-31T04:05:00.000Z', now, IST)).toBe('Dec 31, 2025');
    expect(listTime('later', now, IST)).toBe('');
  });
});
