import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultInstructorName } from './constants';
import {
  dateTimeFormat,
  formatBadgeCount,
  formatBytes,
  formatCalendarDate,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHours,
  formatMinutes,
  formatPaise,
  formatPrice,
  formatRupees,
  hoursFromMinutes,
  initialsOf,
  pluralise,
} from './format';
import { setRenderLocale } from './page-locale';

describe('dateTimeFormat (one formatter per locale and options)', () => {
  it('gives the same formatter for the same locale and options', () => {
    const first = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'UTC' });
    const again = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'UTC' });

    expect(again).toBe(first);
    expect(first.format(Date.UTC(2026, 10, 27))).toBe('2026-11');
  });

  it('keeps formatters of other options, locales and time zones apart', () => {
    const kolkata = dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'Asia/Kolkata' });
    const utc = dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

    expect(utc).not.toBe(kolkata);
    expect(dateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'UTC' })).not.toBe(utc);
    expect(kolkata.format(Date.UTC(2026, 0, 1, 0, 0))).toMatch(/^5\sAM$/);
  });

  it('does not keep a formatter that could not be made', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});

describe('formatDateTime (short month, day, year, hour, minute)', () => {
  it('formats an ISO timestamp in the given time zone', () => {
    expect(formatDateTime('2026-11-22T12:35:00Z', 'Asia/Kolkata')).toBe('Nov 22, 2026, 6:05 PM');
  });

  it('uses 12-hour time with AM', () => {
    expect(formatDateTime('2026-01-05T03:04:00Z', 'UTC')).toBe('Jan 5, 2026, 3:04 AM');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date('2025-03-09T18:30:00Z');
    expect(formatDateTime(date, 'Asia/Kolkata')).toBe('Mar 10, 2025, 12:00 AM');
    expect(formatDateTime(date.getTime(), 'Asia/Kolkata')).toBe('Mar 10, 2025, 12:00 AM');
  });

  it('uses plain spaces only', () => {
    expect(formatDateTime('2026-11-22T12:35:00Z', 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('returns an empty string for an unreadable value', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate (short month, day, year)', () => {
  it('formats without a time', () => {
    expect(formatDate('2026-11-22T12:35:00Z', 'Asia/Kolkata')).toBe('Nov 22, 2026');
  });

  it('follows the time zone across midnight', () => {
    expect(formatDate('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('Nov 23, 2026');
  });
});

describe('formatCalendarDate', () => {
  it('shows a date-only value on the same day in every time zone', () => {
    expect(formatCalendarDate('2001-04-09')).toBe('Apr 9, 2001');
  });

  it('ignores anything that is not YYYY-MM-DD', () => {
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('09/04/2001')).toBe('');
  });
});

describe('formatPaise (the payments API’s paise as rupees)', () => {
  it('shows whole rupees without paise and keeps paise when there are some', () => {
    expect(formatPaise(49900)).toBe('₹499');
    expect(formatPaise(14999950)).toBe('₹1,49,999.50');
    expect(formatPaise(0)).toBe('₹0');
  });
});

describe('formatRupees (Indian digit grouping)', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows small amounts and zero', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(1999.5)).toBe('₹1,999.50');
  });

  it('returns an empty string for a non-number', () => {
    expect(formatRupees(Number.NaN)).toBe('');
  });

  it('writes what Intl writes for rupees in en-IN, for any amount in rupees and paise', () => {
    const intl = (amount: number, digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
        .format(amount)
        .replace(/[\u202f\u00a0]/g, ' ');
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e13 }), (paise) => {
        const amount = paise / 100;
        expect(formatRupees(amount)).toBe(intl(amount, Number.isInteger(amount) ? 0 : 2));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatPrice', () => {
  it('says Free for a price of 0 (spec part 2, price card)', () => {
    expect(formatPrice(0)).toBe('Free');
  });

  it('shows rupees otherwise', () => {
    expect(formatPrice(2499)).toBe('₹2,499');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ananya Gupta')).toBe('AG');
    expect(initialsOf('  meera   k  nair ')).toBe('MN');
  });

  it('copes with one word and with nothing', () => {
    expect(initialsOf('Priya')).toBe('P');
    expect(initialsOf('')).toBe('');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 9+ (spec part 1 §9)', () => {
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});

describe('formatCount (Indian digit grouping)', () => {
  it('groups thousands, lakhs and crores', () => {
    expect(formatCount(860)).toBe('860');
    expect(formatCount(18500)).toBe('18,500');
    expect(formatCount(124999)).toBe('1,24,999');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('returns an empty string for a non-number', () => {
    expect(formatCount(Number.NaN)).toBe('');
  });

  it('writes what Intl writes for en-IN, for any whole or fractional number', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e12 }),
          fc.maxSafeInteger(),
          fc.double({ min: -1e9, max: 1e12, noNaN: true }),
        ),
        (count) => {
          // Intl writes a negative number that rounds to zero as "-0"; a count is never shown so.
          fc.pre(!(Math.round(Math.abs(count)) === 0 && (count < 0 || Object.is(count, -0))));
          expect(formatCount(count)).toBe(intl.format(count));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('durations', () => {
  it('formatMinutes shows whole minutes', () => {
    expect(formatMinutes(263)).toBe('263 min');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(1440)).toBe('1,440 min');
  });

  it('hoursFromMinutes rounds minutes / 60 (spec part 1 §9)', () => {
    expect(hoursFromMinutes(263)).toBe(4);
    expect(hoursFromMinutes(89)).toBe(1);
    expect(hoursFromMinutes(90)).toBe(2);
    expect(hoursFromMinutes(29)).toBe(0);
    expect(hoursFromMinutes(Number.NaN)).toBe(0);
  });

  it('formatHours says hour or hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(4)).toBe('4 hours');
    expect(formatHours(0)).toBe('0 hours');
  });

  it('formatDuration switches to hours past 60 minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(0)).toBe('0 min');
  });
});

describe('pluralise', () => {
  it('adds an s except for one', () => {
    expect(pluralise(1, 'course')).toBe('1 course');
    expect(pluralise(26, 'course')).toBe('26 courses');
    expect(pluralise(0, 'course')).toBe('0 courses');
    expect(pluralise(2, 'class', 'classes')).toBe('2 classes');
  });
});

describe('formatBytes', () => {
  it('writes a file size in KB or MB, whole MB from 100 MB, 1 KB at least', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(800 * 1024)).toBe('800 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
    expect(formatBytes(240.4 * 1024 * 1024)).toBe('240 MB');
  });
});

describe('in Hindi (the language being rendered)', () => {
  beforeEach(() => setRenderLocale('hi'));
  afterEach(() => setRenderLocale('en'));

  it('writes dates as hi-IN does, in plain spaces', () => {
    const expected = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('hi-IN', { ...options, timeZone: 'Asia/Kolkata' })
        .format(new Date('2026-11-22T12:35:00Z'))
        .replace(/[\u202f\u00a0]/g, ' ');
    const dateTime = formatDateTime('2026-11-22T12:35:00Z', 'Asia/Kolkata');
    expect(dateTime).toBe(
      expected({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    );
    expect(dateTime).toMatch(/^22 नव/);
    expect(formatDate('2026-11-22T12:35:00Z', 'Asia/Kolkata')).toBe(
      expected({ month: 'short', day: 'numeric', year: 'numeric' }),
    );
    expect(formatCalendarDate('2001-04-09')).toMatch(/^9 .+ 2001$/);
  });

  it('keeps Latin digits with Indian grouping and says मुफ़्त for a free course', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatCount(124999)).toBe('1,24,999');
    expect(formatPrice(0)).toBe('मुफ़्त');
    expect(formatPrice(2499)).toBe('₹2,499');
  });

  it('writes durations in Hindi, with its singular for 0 and 1 hours', () => {
    expect(formatMinutes(263)).toBe('263 मिनट');
    expect(formatHours(4)).toBe('4 घंटे');
    expect(formatHours(1)).toBe('1 घंटा');
    expect(formatHours(0)).toBe('0 घंटा');
    expect(formatDuration(45)).toBe('45 मिनट');
    expect(formatDuration(90)).toBe('1 घं॰ 30 मिनट');
    expect(formatDuration(0)).toBe('0 मिनट');
  });

  it('leaves the file size units in Latin', () => {
    expect(formatBytes(800 * 1024)).toBe('800 KB');
  });

  it('names a course without an instructor in Hindi', () => {
    expect(defaultInstructorName()).toBe('इंडस्ट्री विशेषज्ञ');
  });
});

describe('back in English', () => {
  it('writes the specification’s shapes again', () => {
    setRenderLocale('hi');
    setRenderLocale('en');
    expect(formatDateTime('2026-11-22T12:35:00Z', 'Asia/Kolkata')).toBe('Nov 22, 2026, 6:05 PM');
    expect(formatPrice(0)).toBe('Free');
    expect(formatMinutes(263)).toBe('263 min');
    expect(formatHours(4)).toBe('4 hours');
    expect(defaultInstructorName()).toBe('Industry Expert');
  });
});
