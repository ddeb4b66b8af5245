import { describe, expect, it } from 'vitest';
import {
  CouponForm,
  type CouponFormValues,
  couponStatus,
  couponsBaseOf,
  discountText,
  isoToIstInput,
  istInputToIso,
  SITE_WIDE,
} from './coupon-form';

const COURSE = '01JCOURSE0000000000000000A';

const values = (overrides: Partial<CouponFormValues> = {}): CouponFormValues => ({
  code: 'save20',
  courseId: COURSE,
  kind: 'percent',
  value: '20',
  startsAt: '2026-12-01T00:00',
  endsAt: '2026-12-31T23:59',
  maxRedemptions: '50',
  ...overrides,
});

const issuesOf = (input: CouponFormValues) => {
  const result = CouponForm.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('istInputToIso / isoToIstInput (coupon windows are India’s time)', () => {
  it('reads a datetime-local value as IST and refuses one that is not a real time', () => {
    expect(istInputToIso('2026-12-01T17:30')).toBe('2026-12-01T17:30:00+05:30');
    expect(istInputToIso('2026-02-30T10:00')).toBeNull();
    expect(istInputToIso('')).toBeNull();
  });

  it('shows an instant in IST', () => {
    expect(isoToIstInput(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01T17:30');
  });
});

describe('CouponForm', () => {
  it('reads the form into the API’s body: the code in capitals, numbers, IST instants', () => {
    expect(CouponForm.parse(values())).toEqual({
      code: 'SAVE20',
      courseId: COURSE,
      kind: 'percent',
      value: 20,
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-12-31T23:59:00+05:30',
      maxRedemptions: 50,
    });
  });

  it('makes All courses (site-wide) a null course', () => {
    expect(CouponForm.parse(values({ courseId: SITE_WIDE })).courseId).toBeNull();
  });

  it('asks for a course, a percentage of at most 100 and an end after the start', () => {
    expect(issuesOf(values({ courseId: '' }))).toEqual({ courseId: 'Please choose a course' });
    expect(issuesOf(values({ value: '120' }))).toEqual({ value: 'A percentage is at most 100' });
    expect(issuesOf(values({ endsAt: '2026-11-30T00:00' }))).toEqual({
      endsAt: 'The end must come after the start',
    });
  });
});

describe('couponStatus', () => {
  const coupon = {
    startsAt: '2026-12-01T00:00:00+05:30',
    endsAt: '2026-12-31T00:00:00+05:30',
    redeemed: 0,
    maxRedemptions: 10,
  };
  it('is scheduled before the window, active in it, ended after it or once used up', () => {
    expect(couponStatus(coupon, Date.parse('2026-11-30T00:00:00Z'))).toBe('scheduled');
    expect(couponStatus(coupon, Date.parse('2026-12-10T00:00:00Z'))).toBe('active');
    expect(couponStatus(coupon, Date.parse('2027-01-01T00:00:00Z'))).toBe('ended');
    expect(couponStatus({ ...coupon, redeemed: 10 }, Date.parse('2026-12-10T00:00:00Z'))).toBe('ended');
  });
});

describe('discountText and couponsBaseOf', () => {
  it('says the discount in percent or rupees', () => {
    expect(discountText({ kind: 'percent', value: 20 })).toBe('20 % off');
    expect(discountText({ kind: 'flat', value: 1500 })).toBe('₹1,500 off');
  });

  it('keeps a coupon screen in its own area', () => {
    expect(couponsBaseOf('/admin/coupons/SAVE20')).toBe('/admin/coupons');
    expect(couponsBaseOf('/instructor/coupons')).toBe('/instructor/coupons');
  });
});
