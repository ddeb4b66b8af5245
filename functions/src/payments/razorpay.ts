/// <reference path="./razorpay-modules.d.ts" />
import { RazorpayId } from '@academy/shared';
// The SDK's request layer and its orders resource, as its `Razorpay` class builds them: the class itself
// requires all 24 resources (48 KB of the bundle) and this function creates orders only.
import API from 'razorpay/dist/api';
import razorpayOrders from 'razorpay/dist/resources/orders';
import { version } from 'razorpay/package.json';
import { env, required } from '../lib/env';
import { secretString } from '../lib/secrets';

let client: ReturnType<typeof razorpayOrders> | undefined;

let clientSecret: string | undefined;

/**
 * Razorpay's orders API with the configured key id and the key secret read from Secrets Manager (cached there;
 * a rotated secret makes a new client); its address comes from configuration when set.
 */
async function orders() {
  const keySecret = await secretString(required('RAZORPAY_KEY_SECRET_ID'));
  if (!client || clientSecret !== keySecret) {
    clientSecret = keySecret;
    const api = new API({
      hostUrl: 'https://api.razorpay.com',
      ua: `razorpay-node@${version}`,
      key_id: required('RAZORPAY_KEY_ID'),
      key_secret: keySecret,
    });
    const apiUrl = env().RAZORPAY_API_URL;
    // The SDK has no host option; its HTTP client's base address is the one setting to move.
    if (apiUrl) api.rq.defaults.baseURL = apiUrl;
    client = razorpayOrders(api);
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
  const order = await (await orders()).create({
    amount: input.amountPaise,
    currency: 'INR',
    receipt: input.receipt,
    notes: input.notes,
  });
  // Verify and the webhook accept only ids of this shape, so an order with any other id could be paid but never
  // fulfilled: refuse it here, before the student is sent to pay (a logged 500, as for any Razorpay failure).
  if (RazorpayId('order').safeParse(order.id).data !== order.id)
    throw new Error(`Razorpay answered an order id verify would refuse: ${String(order.id).slice(0, 80)}`);
  return {
    id: order.id,
    amount: Number(order.amount),
    currency: order.currency,
    receipt: order.receipt ?? undefined,
  };
}

export interface RazorpayRefund {
  id: string;
  status: string;
  amount: number;
}

/** TEMPORARY until the refunds client lands (issue 39 helper): Razorpay's refund of a payment, idempotent by key. */
export async function createRazorpayRefund(input: {
  paymentId: string;
  amountPaise: number;
  idempotencyKey: string;
  notes: Record<string, string>;
}): Promise<RazorpayRefund> {
  throw new Error(`refunds client not built yet: ${input.paymentId}`);
}
