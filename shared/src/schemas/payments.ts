import * as z from 'zod';
import { Id } from './common';
import { Enrollment } from './enrollments';

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
  course: z.object({ _id: Id, title: z.string() }),
  prefill: z.object({ name: z.string(), email: z.string() }),
});

const RazorpayId = (prefix: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `Must be a Razorpay ${prefix} id`);

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
