import { createHmac, timingSafeEqual } from 'node:crypto';
import { required } from '../lib/env';
import { secretString } from '../lib/secrets';

/** Constant-time comparison of two hex signatures. */
function sameSignature(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** Checkout's signature: HMAC-SHA256 of "<our stored order id>|<payment id>" with the key secret. */
export async function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
): Promise<boolean> {
  const keySecret = await secretString(required('RAZORPAY_KEY_SECRET_ID'));
  return sameSignature(hmac(keySecret, `${orderId}|${paymentId}`), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export async function isValidWebhookSignature(rawBody: string, signature: string): Promise<boolean> {
  const webhookSecret = await secretString(required('RAZORPAY_WEBHOOK_SECRET_ID'));
  return sameSignature(hmac(webhookSecret, rawBody), signature);
}
