import * as z from 'zod';
import { Id, ref } from '../../schemas/common';
import { Enrollment } from '../enrollments/schemas';

export const CreateOrderBody = z.object({ courseId: Id });

export const PaymentOrder = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});

export const CreateOrderResponse = z.object({
  order: PaymentOrder,
  /** The publishable key for the checkout (never the secret). */
  keyId: z.string(),
  course: ref({ title: z.string() }),
  prefill: z.object({ name: z.string(), email: z.string() }),
});

/**
 * Razorpay's ids are `<prefix>_` and 14 letters or digits today; 64 leaves room for a longer format while
 * keeping every id far below DynamoDB's 2 KB key limit (a longer one used to reach a key and fail with a 500).
 */
export const RAZORPAY_ID_MAX_LENGTH = 64;

/** A Razorpay id with its prefix (`order_…`, `pay_…`): the rule for verify, the webhook and the ids we store. */
export const RazorpayId = (prefix: 'order' | 'pay') => {
  const message = `Must be a Razorpay ${prefix} id`;
  return z
    .string()
    .trim()
    .max(RAZORPAY_ID_MAX_LENGTH, message)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), message);
};

/**
 * The `X-Razorpay-Event-Id` header of a webhook. Razorpay documents no format for it (it is an opaque id), so
 * letters, digits, `_` and `-` up to the same length: enough for any id, and nothing that could reach a key as
 * a separator (`#`) or run past the key limit.
 */
export const RazorpayEventId = z
  .string()
  .max(RAZORPAY_ID_MAX_LENGTH, 'Must be a Razorpay event id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a Razorpay event id');

/** What Razorpay's checkout hands the page on success, plus the course. */
export const VerifyPaymentBody = z.object({
  razorpay_order_id: RazorpayId('order'),
  razorpay_payment_id: RazorpayId('pay'),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Invalid signature'),
  courseId: Id,
});

export const VerifyPaymentResponse = z.object({ success: z.literal(true), enrollment: Enrollment });

export const WebhookResponse = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
