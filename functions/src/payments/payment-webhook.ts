import { RazorpayEventId, RazorpayId } from '@academy/shared';
import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import * as z from 'zod';
import { getCourseRecord } from '../courses/service';
import { afterEnrollment } from '../enrollments';
import { httpHandler } from '../http';
import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { getUserRecord } from '../users/service';
import { fulfilOrder, getOrder } from './repository';
import { isValidWebhookSignature } from './signatures';

/** Enough of any event to tell whether it is one we act on. */
const Envelope = z.object({ event: z.string().max(64) });

/**
 * What a paid event must carry, every field bounded: the ids reach DynamoDB keys (order, payment, event), where
 * a 3,000-character id used to fail the request with a 500. The amount is only compared with the order's.
 */
const PaymentEntity = z.object({
  id: RazorpayId('pay'),
  order_id: RazorpayId('order').nullish(),
  /** Paise. */
  amount: z.number().int().positive(),
});
const PaidEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: RazorpayId('order') }) }).optional(),
  }),
});

const issuePaths = (error: z.ZodError) => error.issues.map((issue) => issue.path.join('.'));

/** The events that mean the money arrived; everything else is acknowledged and ignored. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

export const handler = httpHandler(routes.paymentWebhook, async ({ rawBody, headers }) => {
  const signature = headers['x-razorpay-signature'] ?? '';
  if (!(await isValidWebhookSignature(rawBody, signature))) {
    countMetric('WebhooksRejected');
    throw new BadRequestError('Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
  const envelope = Envelope.safeParse(json);
  if (envelope.success && envelope.data.event === 'payment.failed') countMetric('PaymentsFailed');
  if (!envelope.success || !PAID_EVENTS.has(envelope.data.event)) return { status: 'ignored' as const };

  // A correctly signed event with a malformed id or amount is acknowledged as ignored, not refused: Razorpay
  // retries every non-2xx answer for 24 hours (and then disables the webhook), and the same body would be
  // refused every time. Nothing is lost by ignoring it: create-order stores only ids that pass this same rule,
  // so such an event cannot be the payment of any order of ours. Nothing is read or written with its ids.
  const parsed = PaidEvent.safeParse(json);
  // The event id header is not covered by the signature; a malformed one is never used as a key either.
  const eventIdHeader = headers['x-razorpay-event-id'] || undefined;
  const eventIdCheck = eventIdHeader === undefined ? undefined : RazorpayEventId.safeParse(eventIdHeader);
  if (!parsed.success || eventIdCheck?.success === false) {
    logger.warn('signed paid event with malformed fields: ignored', {
      event: envelope.data.event,
      fields: [
        ...(parsed.success ? [] : issuePaths(parsed.error)),
        ...(eventIdCheck?.success === false ? ['x-razorpay-event-id'] : []),
      ],
    });
    return { status: 'ignored' as const };
  }

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
  // Razorpay sends an event id header; the event and payment stand in where it is missing, so a resend is still seen.
  const eventId = eventIdHeader ?? `${parsed.data.event}:${payment.id}`;
  const outcome = await fulfilOrder({
    order,
    paymentId: payment.id,
    student,
    course: found.course,
    source: 'webhook',
    eventId,
  });
  if (outcome.kind !== 'duplicate-event') await afterEnrollment(order.studentId, found.course);
  return { status: outcome.kind === 'enrolled' ? ('processed' as const) : ('duplicate' as const) };
});
