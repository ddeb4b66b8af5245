import * as z from 'zod';
import { Cursor, Id, IsoDateTime, PageLimit, ref } from '../../schemas/common';
import { CouponCode, PriceQuote } from '../payments/schemas';

export const couponKinds = ['percent', 'flat'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A code instructors make for their own courses and admins for any course or the whole site: a percentage
 * (1–100) or flat rupees off the price, between two instants, at most `maxRedemptions` times, once per person.
 */
export const CreateCouponBody = z
  .object({
    code: CouponCode,
    /** Null: every course (admins only). */
    courseId: Id.nullable(),
    kind: z.enum(couponKinds, { error: /*i18n*/ 'Kind must be percent or flat' }),
    /** Percent: 1 to 100. Flat: whole rupees off, at least 1. */
    value: z.coerce
      .number()
      .int(/*i18n*/ 'Please enter a whole number')
      .min(1, /*i18n*/ 'At least 1')
      .max(1_000_000),
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    maxRedemptions: z.coerce
      .number()
      .int(/*i18n*/ 'Please enter a whole number')
      .min(1, /*i18n*/ 'At least 1')
      .max(100_000),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, {
    message: /*i18n*/ 'A percentage is at most 100',
    path: ['value'],
  })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    message: /*i18n*/ 'The end must come after the start',
    path: ['endsAt'],
  });
export type CreateCouponBody = z.infer<typeof CreateCouponBody>;

export const Coupon = z.object({
  code: z.string(),
  course: ref({ title: z.string() }).nullable(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxRedemptions: z.number().int(),
  /** Paid (or 100 %) enrolments that used it. */
  redeemed: z.number().int(),
  /** Seats held by open checkouts (released when they expire unpaid). */
  held: z.number().int(),
  createdBy: ref({ name: z.string() }),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponResponse = z.object({ coupon: Coupon });
export const ListCouponsQuery = z.object({ limit: PageLimit(100, 50), cursor: Cursor });
export const ListCouponsResponse = z.object({ coupons: z.array(Coupon), nextCursor: z.string().nullable() });

export const CouponParams = z.object({ code: CouponCode });

export const Redemption = z.object({
  student: ref({ name: z.string(), email: z.string() }),
  course: ref({ title: z.string() }),
  orderId: z.string(),
  /** Paise paid, and taken off. */
  amount: z.number().int(),
  discount: z.number().int(),
  redeemedAt: z.string(),
});
export type Redemption = z.infer<typeof Redemption>;

export const CouponDetailQuery = z.object({ limit: PageLimit(100, 50), cursor: Cursor });
export const CouponDetailResponse = z.object({
  coupon: Coupon,
  redemptions: z.array(Redemption),
  nextCursor: z.string().nullable(),
});

export const QuoteCouponBody = z.object({ courseId: Id, code: CouponCode });
export const QuoteCouponResponse = z.object({ quote: PriceQuote });
