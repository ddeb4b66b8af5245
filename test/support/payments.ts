import { createHmac } from 'node:crypto';
import { localRazorpay } from '../../infra/local/razorpay';
import { api } from './api';

/** HMAC-SHA256 of `payload` with `secret`, in hex: how Razorpay signs a checkout (`order|payment`) and a webhook. */
export const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** A buyer in the local seller's own state (Karnataka): CGST + SGST. */
export const IN_STATE_BILLING = { state: '29' } as const;

/**
 * POST /api/payments/order for the course, as the caller `token` (the checkout's first step), with the buyer's
 * details (in-state unless given) and, optionally, a coupon code and a phone.
 */
export const placeOrder = (
  token: string,
  courseId: string,
  extra: { billing?: Record<string, string>; couponCode?: string; phone?: string } = {},
) =>
  api('/api/payments/order', {
    method: 'POST',
    token,
    body: { courseId, billing: IN_STATE_BILLING, ...extra },
  });

/** The body of POST /api/payments/verify for a payment of an order, signed as the local checkout signs it. */
export const verifyBody = (orderId: string, paymentId: string, courseId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: sign(localRazorpay.keySecret, `${orderId}|${paymentId}`),
  courseId,
});

/** POST /api/payments/verify of that payment (signed as the checkout signs it), as the caller `token`. */
export const verifyPayment = (token: string, orderId: string, paymentId: string, courseId: string) =>
  api('/api/payments/verify', { method: 'POST', token, body: verifyBody(orderId, paymentId, courseId) });
