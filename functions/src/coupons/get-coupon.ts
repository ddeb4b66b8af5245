import { couponsRoutes as routes } from '@academy/shared/features/coupons/routes';
import { httpHandler } from '../http';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { toCoupon } from './model';
import { getCoupon, listRedemptions } from './repository';

export const handler = httpHandler(routes.getCoupon, async ({ params, query, caller }) => {
  const coupon = await getCoupon(params.code);
  if (!coupon) throw new NotFoundError(/*i18n*/ 'Coupon not found');
  // Its maker, the instructor whose course it is, and admins.
  if (caller.role !== 'admin' && coupon.createdBy.id !== caller.id && coupon.ownerId !== caller.id)
    throw new ForbiddenError(/*i18n*/ 'You can only see the codes of your own courses');
  const page = await listRedemptions(coupon.code, query.limit, query.cursor);
  return {
    coupon: toCoupon(coupon),
    redemptions: page.items.map((r) => ({
      student: { _id: r.studentId, name: r.student.name, email: r.student.email },
      course: { _id: r.courseId, title: r.courseTitle },
      orderId: r.orderId,
      amount: Number(r.amount),
      discount: Number(r.discount),
      redeemedAt: r.redeemedAt,
    })),
    nextCursor: page.nextCursor,
  };
});
