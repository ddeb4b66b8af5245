import { indianMobileE164, type PriceQuote } from '@academy/shared';
import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { ulid } from 'ulid';
import { holdCouponSeat, quoteWithCoupon } from '../coupons/service';
import { getCourseRecord } from '../courses/service';
import { afterEnrollment, getEnrollment, toEnrollment } from '../enrollments';
import { httpHandler } from '../http';
import { required } from '../lib/env';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { rememberBillingDetails } from '../users/service';
import { createRazorpayOrder } from './razorpay';
import {
  enrolWithFullDiscount,
  findOpenOrder,
  ORDER_REUSE_MS,
  type OrderRecord,
  saveOrder,
  updateOrderBuyer,
} from './repository';

export const handler = httpHandler(routes.createPaymentOrder, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found?.course.isPublished) throw new NotFoundError(/*i18n*/ 'Course not found');
  const { course } = found;
  if (course.price <= 0) throw new BadRequestError(/*i18n*/ 'This course is free: enrol without paying');
  if (await getEnrollment(caller.id, course.id))
    throw new ConflictError(/*i18n*/ 'You are already enrolled in this course');

  // The amount is the server's price, in paise, less what a valid code takes off; nothing the client sends decides it.
  const now = new Date().toISOString();
  const quote: PriceQuote = body.couponCode
    ? await quoteWithCoupon({ code: body.couponCode, course, studentId: caller.id, now })
    : { price: course.price * 100, discount: 0, amount: course.price * 100, couponCode: null };
  const phone = body.phone ? indianMobileE164(body.phone) : undefined;
  const buyer = {
    name: caller.user.name,
    email: caller.user.email,
    ...(phone ? { phone } : {}),
  };
  // Remembered for the next checkout (the profile's billing details and phone).
  await rememberBillingDetails(caller.id, body.billing, phone);

  if (quote.amount === 0) {
    const enrollment = await enrolWithFullDiscount({
      student: caller.user,
      course,
      quote,
      billing: body.billing,
      buyer,
    });
    await afterEnrollment(caller.id, course);
    return { status: 201, body: { kind: 'enrolled' as const, enrollment: toEnrollment(enrollment), quote } };
  }

  let order = await findOpenOrder(caller.id, course.id, quote.amount, quote.couponCode);
  // A code's seat is held for as long as the order may be reused; its payment then redeems it.
  if (quote.couponCode)
    await holdCouponSeat(
      quote.couponCode,
      caller.id,
      now,
      new Date(Date.parse(now) + ORDER_REUSE_MS).toISOString(),
    );
  if (order) {
    await updateOrderBuyer(order.orderId, body.billing, buyer);
  } else {
    const receipt = `rcpt_${ulid()}`;
    const created = await createRazorpayOrder({
      amountPaise: quote.amount,
      receipt,
      notes: {
        courseId: course.id,
        studentId: caller.id,
        ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
      },
    });
    order = {
      orderId: created.id,
      studentId: caller.id,
      courseId: course.id,
      amount: quote.amount,
      currency: 'INR',
      receipt,
      status: 'created',
      createdAt: now,
      quote,
      billing: body.billing,
      buyer,
      courseTitle: course.title,
    } satisfies OrderRecord;
    await saveOrder(order);
  }
  return {
    status: 201,
    body: {
      kind: 'checkout' as const,
      quote,
      order: { id: order.orderId, amount: order.amount, currency: order.currency },
      keyId: required('RAZORPAY_KEY_ID'),
      course: { _id: course.id, title: course.title },
      prefill: {
        name: caller.user.name,
        email: caller.user.email,
        ...(phone ? { contact: phone } : {}),
      },
    },
  };
});
