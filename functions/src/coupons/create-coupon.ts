import { couponsRoutes as routes } from '@academy/shared/features/coupons/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { ForbiddenError } from '../lib/errors';
import { type CouponRecord, toCoupon } from './model';
import { putCoupon } from './repository';

export const handler = httpHandler(routes.createCoupon, async ({ body, caller }) => {
  // An instructor's code is for one of their own courses; a site-wide code is an admin's.
  if (body.courseId === null && caller.role !== 'admin')
    throw new ForbiddenError(/*i18n*/ 'Only admins can make codes for every course');
  const course = body.courseId ? (await loadManagedCourse(body.courseId, caller)).course : undefined;
  const record: CouponRecord = {
    code: body.code,
    courseId: course?.id ?? null,
    courseTitle: course?.title ?? null,
    ownerId: course?.instructorId ?? null,
    kind: body.kind,
    value: body.value,
    startsAt: new Date(body.startsAt).toISOString(),
    endsAt: new Date(body.endsAt).toISOString(),
    maxRedemptions: body.maxRedemptions,
    taken: 0,
    redeemed: 0,
    createdBy: { id: caller.id, name: caller.user.name },
    createdAt: new Date().toISOString(),
  };
  await putCoupon(record);
  return { status: 201, body: { coupon: toCoupon(record) } };
});
