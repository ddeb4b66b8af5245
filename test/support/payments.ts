import { createHmac } from 'node:crypto';
import { localRazorpay } from '../../infra/local/razorpay';
import { api } from './api';

/** HMAC-SHA256 of `payload` with `secret`, in hex: how Razorpay signs a checkout (`order|payment`) and a webhook. */
export const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** POST /api/payments/order for the course, as the caller `token` (the checkout's first step). */
export const placeOrder = (token: string, courseId: string) =>
  api('/api/payments/order', { method: 'POST', token, body: { courseId } });

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
