import { couponsRoutes as routes } from '@academy/shared/features/coupons/routes';
import { getCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { quoteWithCoupon } from './service';

export const handler = httpHandler(routes.quoteCoupon, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found?.course.isPublished) throw new NotFoundError(/*i18n*/ 'Course not found');
  const quote = await quoteWithCoupon({
    code: body.code,
    course: found.course,
    studentId: caller.id,
    now: new Date().toISOString(),
  });
  return { quote };
});
