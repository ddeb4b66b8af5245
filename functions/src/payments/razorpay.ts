import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { env, required } from '../lib/env';

let client: Razorpay | undefined;

/** The Razorpay SDK with the configured keys; its API address comes from configuration when set. */
function razorpay(): Razorpay {
  if (!client) {
    client = new Razorpay({
      key_id: required('RAZORPAY_KEY_ID'),
      key_secret: required('RAZORPAY_KEY_SECRET'),
    });
    const apiUrl = env().RAZORPAY_API_URL;
    // The SDK has no host option; its HTTP client's base address is the one setting to move.
    if (apiUrl)
      (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
        apiUrl;
  }
  return client;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt?: string;
}

export async function createRazorpayOrder(input: {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}): Promise<RazorpayOrder> {
  const order = await razorpay().orders.create({
    amount: input.amountPaise,
    currency: 'INR',
    receipt: input.receipt,
    notes: input.notes,
  });
  return {
    id: order.id,
    amount: Number(order.amount),
    currency: order.currency,
    receipt: order.receipt ?? undefined,
  };
}

/** Constant-time comparison of two hex signatures. */
function sameSignature(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** Checkout's signature: HMAC-SHA256 of "<our stored order id>|<payment id>" with the key secret. */
export function isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
  return sameSignature(hmac(required('RAZORPAY_KEY_SECRET'), `${orderId}|${paymentId}`), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function isValidWebhookSignature(rawBody: string, signature: string): boolean {
  return sameSignature(hmac(required('RAZORPAY_WEBHOOK_SECRET'), rawBody), signature);
}
