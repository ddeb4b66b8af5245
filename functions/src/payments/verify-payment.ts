import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { getCourseRecord } from '../courses/service';
import { afterEnrollment, listCourseProgress, toEnrollment } from '../enrollments';
import { httpHandler } from '../http';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { fulfilOrder, getOrder } from './repository';
import { isValidPaymentSignature } from './signatures';

export const handler = httpHandler(routes.verifyPayment, async ({ body, caller }) => {
  const order = await getOrder(body.razorpay_order_id);
  // Only the caller's own order for this course: an id from the body never means "mine" on its own.
  if (!order || order.studentId !== caller.id || order.courseId !== body.courseId) {
    throw new NotFoundError(/*i18n*/ 'Payment order not found');
  }
  // The signature covers OUR stored order id and the payment id, with the key secret.
  if (!(await isValidPaymentSignature(order.orderId, body.razorpay_payment_id, body.razorpay_signature))) {
    throw new BadRequestError(/*i18n*/ 'Payment verification failed');
  }
  const found = await getCourseRecord(order.courseId);
  if (!found) throw new NotFoundError(/*i18n*/ 'Course not found');
  const outcome = await fulfilOrder({
    order,
    paymentId: body.razorpay_payment_id,
    student: caller.user,
    course: found.course,
    source: 'verify',
  });
  if (outcome.kind === 'duplicate-event') throw new Error('unreachable: verify carries no event id');
  await afterEnrollment(caller.id, found.course);
  const progress = outcome.kind === 'enrolled' ? [] : await listCourseProgress(caller.id, order.courseId);
  return { success: true as const, enrollment: toEnrollment(outcome.enrollment, progress) };
});
