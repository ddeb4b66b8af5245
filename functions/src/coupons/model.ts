import type { Coupon, CouponKind, PriceQuote } from '@academy/shared';

/** A coupon code as stored (AP102): its rule, its window, and its counters. */
export interface CouponRecord {
  code: string;
  /** Null: every course (site-wide, made by an admin). */
  courseId: string | null;
  courseTitle: string | null;
  /** The instructor whose course it is (null for site-wide codes): who may see it besides admins. */
  ownerId: string | null;
  kind: CouponKind;
  value: number;
  startsAt: string;
  endsAt: string;
  maxRedemptions: number;
  /** Seats taken: held by open checkouts plus redeemed. `taken < maxRedemptions` is the cap's condition. */
  taken: number;
  redeemed: number;
  createdBy: { id: string; name: string };
  createdAt: string;
}

/** One person's claim on a code (its key is the once-per-person rule). */
export interface ClaimRecord {
  code: string;
  userId: string;
  /** While unredeemed, the seat is held until then (an open checkout); after, anyone may release it. */
  expiresAt: string;
  redeemedAt?: string;
  orderId?: string;
}

export interface RedemptionRecord {
  code: string;
  studentId: string;
  student: { name: string; email: string };
  courseId: string;
  courseTitle: string;
  orderId: string;
  amount: number;
  discount: number;
  redeemedAt: string;
}

/** Razorpay takes at least ₹1; a code that leaves less than that makes the course free. */
export const MIN_CHARGE_PAISE = 100;

/** The price in paise with a code's rule applied: percent rounds to the paisa, flat takes whole rupees off. */
export function applyCoupon(
  pricePaise: number,
  coupon: Pick<CouponRecord, 'kind' | 'value' | 'code'>,
): PriceQuote {
  const off =
    coupon.kind === 'percent'
      ? Math.round((pricePaise * coupon.value) / 100)
      : Math.min(pricePaise, coupon.value * 100);
  let amount = pricePaise - off;
  if (amount < MIN_CHARGE_PAISE) amount = 0;
  return { price: pricePaise, discount: pricePaise - amount, amount, couponCode: coupon.code };
}

export const toCoupon = (r: CouponRecord): Coupon => ({
  code: r.code,
  course: r.courseId ? { _id: r.courseId, title: r.courseTitle ?? '' } : null,
  kind: r.kind,
  value: Number(r.value),
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  maxRedemptions: Number(r.maxRedemptions),
  redeemed: Number(r.redeemed ?? 0),
  held: Math.max(0, Number(r.taken ?? 0) - Number(r.redeemed ?? 0)),
  createdBy: { _id: r.createdBy.id, name: r.createdBy.name },
  createdAt: r.createdAt,
});
