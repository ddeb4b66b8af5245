import { Id, RazorpayEventId, RazorpayId } from '@academy/shared';
import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import * as z from 'zod';
import { getCourseRecord } from '../courses/service';
import { afterEnrollment } from '../enrollments';
import { httpHandler } from '../http';
import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { getUserRecord } from '../users/service';
import { approveRefund, getRefund, settleRefund } from './refunds';
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

/** What `refund.processed` must carry: Razorpay's refund, of one of our payments, naming our request in its notes. */
const RefundEvent = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z
          .string()
          .max(64)
          .regex(/^rfnd_[A-Za-z0-9]+$/),
        payment_id: RazorpayId('pay'),
        amount: z.number().int().positive(),
        notes: z.object({ refundId: Id }).loose(),
      }),
    }),
  }),
});

const issuePaths = (error: z.ZodError) => error.issues.map((issue) => issue.path.join('.'));

/**
 * W49 on Razorpay's word: the refund it processed settles our request once. A request still `requested` had its
 * approval accepted by Razorpay but not stored (the approval's transaction failed after the call): the approval is
 * finished first, then settled.
 */
async function settleProcessedRefund(json: unknown, eventIdHeader: string | undefined) {
  const parsed = RefundEvent.safeParse(json);
  if (!parsed.success) {
    logger.warn('signed refund event with malformed fields: ignored', { fields: issuePaths(parsed.error) });
    return { status: 'ignored' as const };
  }
  const entity = parsed.data.payload.refund.entity;
  const refund = await getRefund(entity.notes.refundId);
  if (!refund || refund.paymentId !== entity.payment_id || refund.amount !== entity.amount) {
    logger.warn('refund event that matches no request of ours', { refundId: entity.id });
    return { status: 'ignored' as const };
  }
  const eventId = eventIdHeader ?? `refund.processed:${entity.id}`;
  let current = refund;
  if (current.status === 'requested') {
    await approveRefund(current, undefined, entity.id);
    current = (await getRefund(refund.id)) ?? current;
  }
  if (current.status !== 'approved') return { status: 'duplicate' as const };
  return { status: await settleRefund(current, eventId) };
}

/** The events that mean the money arrived; everything else is acknowledged and ignored. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

export const handler = httpHandler(routes.paymentWebhook, async ({ rawBody, headers }) => {
  const signature = headers['x-razorpay-signature'] ?? '';
  if (!(await isValidWebhookSignature(rawBody, signature))) {
    countMetric('WebhooksRejected');
    throw new BadRequestError(/*i18n*/ 'Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError(/*i18n*/ 'Request body is not valid JSON');
  }
  const envelope = Envelope.safeParse(json);
  if (envelope.success && envelope.data.event === 'payment.failed') countMetric('PaymentsFailed');
  if (!envelope.success) return { status: 'ignored' as const };
  if (envelope.data.event === 'refund.processed') {
    const header = headers['x-razorpay-event-id'] || undefined;
    const checked = header === undefined ? undefined : RazorpayEventId.safeParse(header);
    if (checked?.success === false) return { status: 'ignored' as const };
    return settleProcessedRefund(json, header);
  }
  if (!PAID_EVENTS.has(envelope.data.event)) return { status: 'ignored' as const };

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
