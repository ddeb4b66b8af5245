import { routes } from '@academy/shared';
import * as z from 'zod';
import { getCourseRecord } from '../courses/repository';
import { BadRequestError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { logger } from '../lib/logger';
import { getUserRecord } from '../users/repository';
import { fulfilOrder, getOrder } from './repository';
import { isValidWebhookSignature } from './signatures';

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  status: z.string(),
});
const Event = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** The events that mean the money arrived; everything else is acknowledged and ignored. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

export const handler = httpHandler(routes.paymentWebhook, async ({ rawBody, headers }) => {
  const signature = headers['x-razorpay-signature'] ?? '';
  if (!isValidWebhookSignature(rawBody, signature)) throw new BadRequestError('Invalid webhook signature');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
  const parsed = Event.safeParse(json);
  if (!parsed.success || !PAID_EVENTS.has(parsed.data.event)) return { status: 'ignored' as const };

  const payment = parsed.data.payload.payment?.entity;
  const orderId = payment?.order_id ?? parsed.data.payload.order?.entity.id;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!payment || !order || payment.amount !== order.amount) {
    logger.warn('paid event that matches no order of ours', { orderId, paymentId: payment?.id });
    return { status: 'ignored' as const };
  }
  const [student, found] = await Promise.all([
    getUserRecord(order.studentId),
    getCourseRecord(order.courseId),
  ]);
  if (!student || !found) return { status: 'ignored' as const };
  // Razorpay sends an event id header; a body hash stands in where it is missing, so a resend is still seen.
  const eventId = headers['x-razorpay-event-id'] || `${parsed.data.event}:${payment.id}`;
  const outcome = await fulfilOrder({
    order,
    paymentId: payment.id,
    student,
    course: found.course,
    source: 'webhook',
    eventId,
  });
  return { status: outcome.kind === 'enrolled' ? ('processed' as const) : ('duplicate' as const) };
});
