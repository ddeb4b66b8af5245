import { describe, expect, it } from 'vitest';
import { RETAINED_UNDER, retainedUntil, retainedUntilOf } from './erase-data';

describe('how long an erased person’s payment records are kept (CGST Act s.36)', () => {
  it('keeps a record 72 months after the annual return of its financial year is due (31 December after it)', () => {
    // FY 2026-27 (April 2026 – March 2027): annual return due 31 Dec 2027; kept until 31 Dec 2033.
    expect(retainedUntil('2026-11-28T10:00:00.000Z')).toBe('2033-12-31');
    expect(retainedUntil('2026-04-01T00:00:00.000Z')).toBe('2033-12-31');
    // FY 2025-26 (ends 31 March 2026): return due 31 Dec 2026; kept until 31 Dec 2032.
    expect(retainedUntil('2026-03-15T10:00:00.000Z')).toBe('2032-12-31');
  });

  it('turns the financial year at midnight in India, not in UTC', () => {
    // 31 March 2026 19:00 UTC is 1 April 2026 00:30 IST: the new financial year.
    expect(retainedUntil('2026-03-31T19:00:00.000Z')).toBe('2033-12-31');
    expect(retainedUntil('2026-03-31T18:00:00.000Z')).toBe('2032-12-31');
  });

  it('keeps an order as long as its latest record (a credit note in a later year)', () => {
    expect(retainedUntilOf(['2026-03-10T00:00:00.000Z', undefined, '2026-05-02T00:00:00.000Z'])).toBe(
      '2033-12-31',
    );
    expect(retainedUntilOf([undefined])).toBeUndefined();
    expect(RETAINED_UNDER).toBe('CGST Act 2017 s.36');
  });
});
