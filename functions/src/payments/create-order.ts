import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { ulid } from 'ulid';
import { getCourseRecord } from '../courses/service';
import { getEnrollment } from '../enrollments/service';
import { httpHandler } from '../http';
import { required } from '../lib/env';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { createRazorpayOrder } from './razorpay';
import { findOpenOrder, saveOrder } from './repository';

export const handler = httpHandler(routes.createPaymentOrder, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found?.course.isPublished) throw new NotFoundError('Course not found');
  const { course } = found;
  if (course.price <= 0) throw new BadRequestError('This course is free: enrol without paying');
  if (await getEnrollment(caller.id, course.id))
    throw new ConflictError('You are already enrolled in this course');

  // The amount is the server's price, in paise; nothing the client sends decides it.
  const amount = course.price * 100;
  let order = await findOpenOrder(caller.id, course.id, amount);
  if (!order) {
    const receipt = `rcpt_${ulid()}`;
    const created = await createRazorpayOrder({
      amountPaise: amount,
      receipt,
      notes: { courseId: course.id, studentId: caller.id },
    });
    order = {
      orderId: created.id,
      studentId: caller.id,
      courseId: course.id,
      amount,
      currency: 'INR',
      receipt,
      status: 'created',
      createdAt: new Date().toISOString(),
    };
    await saveOrder(order);
  }
  return {
    status: 201,
    body: {
      kind: 'checkout' as const,
      quote: { price: amount, discount: 0, amount, couponCode: null },
      order: { id: order.orderId, amount: order.amount, currency: order.currency },
      keyId: required('RAZORPAY_KEY_ID'),
      course: { _id: course.id, title: course.title },
      prefill: { name: caller.user.name, email: caller.user.email },
    },
  };
});
