import type { PriceQuote } from '@academy/shared';
import { BadRequestError, ConflictError } from '../lib/errors';
import { applyCoupon } from './model';
import { ALREADY_USED, couponProblem, FULLY_REDEEMED, getCoupon, hasRedeemed } from './repository';

/**
 * The coupons feature's answer to payments: what a course costs with a code (checked: the code exists, is for
 * this course or every course, is inside its window, has a seat left, and this person has not used it), a seat
 * held for a checkout, and the writes that count a redemption inside the payment's transaction.
 */
export {
  FULLY_REDEEMED,
  holdSeat as holdCouponSeat,
  type RedemptionInput,
  redemptionWrites,
} from './repository';

export async function quoteWithCoupon(input: {
  code: string;
  course: { id: string; price: number };
  studentId: string;
  now: string;
}): Promise<PriceQuote> {
  const { code, course, studentId, now } = input;
  if (course.price <= 0) throw new BadRequestError(/*i18n*/ 'This course is free: no code is needed');
  const coupon = await getCoupon(code);
  const problem = couponProblem(coupon, course.id, now);
  if (problem || !coupon) throw problem;
  if (await hasRedeemed(code, studentId)) throw new BadRequestError(ALREADY_USED);
  // A hint for the quote only: the seat is taken (or refused) when the order is made.
  if (Number(coupon.taken ?? 0) >= Number(coupon.maxRedemptions)) throw new ConflictError(FULLY_REDEEMED);
  return applyCoupon(course.price * 100, coupon);
}

export { eraseCouponLink } from './erase-data';
export { exportData } from './export-data';
