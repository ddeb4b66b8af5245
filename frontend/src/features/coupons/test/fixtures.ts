import type { Coupon } from '@academy/shared/features/coupons/schemas';

/** A code as the coupons API answers it: 20 % off one course, open until 2099, unless the test says otherwise. */
export const makeCoupon = (code: string, overrides: Partial<Coupon> = {}): Coupon => ({
  code,
  course: { _id: '01JCOURSE1', title: 'React in depth' },
  kind: 'percent',
  value: 20,
  startsAt: '2026-01-01T00:00:00+05:30',
  endsAt: '2099-01-01T00:00:00+05:30',
  maxRedemptions: 100,
  redeemed: 3,
  held: 1,
  createdBy: { _id: '01JINS', name: 'Ines' },
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
