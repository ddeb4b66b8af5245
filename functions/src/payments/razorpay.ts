/// <reference path="./razorpay-modules.d.ts" />
import { RazorpayId } from '@academy/shared';
// The SDK's request layer and its orders resource, as its `Razorpay` class builds them: the class itself
// requires all 24 resources (48 KB of the bundle) and these functions create orders and refunds only.
import API from 'razorpay/dist/api';
import razorpayOrders from 'razorpay/dist/resources/orders';
import { version } from 'razorpay/package.json';
import { env, required } from '../lib/env';
import { secretString } from '../lib/secrets';

let client: { api: API; orders: ReturnType<typeof razorpayOrders> } | undefined;

let clientSecret: string | undefined;

/**
 * Razorpay's API with the configured key id and the key secret read from Secrets Manager (cached there; a rotated
 * secret makes a new client); its address comes from configuration when set.
 */
async function razorpay() {
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
    client = { api, orders: razorpayOrders(api) };
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
  const order = await (await razorpay()).orders.create({
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

/** Razorpay refused a call: its HTTP status and its error (`BAD_REQUEST_ERROR` and the description it gave). */
export class RazorpayRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay answered ${statusCode} ${code}: ${description}`);
    this.name = 'RazorpayRequestError';
  }
}

/** Razorpay's rule for `X-Refund-Idempotency`: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,100}$/;
const REFUND_ID = /^rfnd_[A-Za-z0-9]+$/;

export interface RazorpayRefund {
  id: string;
  /** `pending` until the bank has it; `processed` (also told by the `refund.processed` webhook); `failed`. */
  status: 'pending' | 'processed' | 'failed';
  /** Paise. */
  amount: number;
}

/**
 * Refunds `amountPaise` of a captured payment (a normal-speed refund), once: Razorpay answers a retry with the same
 * `idempotencyKey` and body with the refund it already made, so a request that timed out can be sent again without
 * refunding twice (use one key per refund, e.g. the academy's refund id). Razorpay's refusals (more than is left to
 * refund, a payment not captured) are thrown as RazorpayRequestError.
 *
 * The SDK's `payments.refund()` cannot send the idempotency header (its request layer passes no per-call headers,
 * and its client-wide headers are filtered down to two names), so the call goes through the SDK's own HTTP client
 * (`api.rq`, which carries its base address, basic auth and user agent) with the header added.
 */
export async function createRazorpayRefund(input: {
  paymentId: string;
  amountPaise: number;
  idempotencyKey: string;
  notes?: Record<string, string>;
}): Promise<RazorpayRefund> {
  // Both go into the request's path or header: only the shapes Razorpay makes and takes.
  const paymentId = RazorpayId('pay').parse(input.paymentId);
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
    throw new Error('A refund idempotency key is 10 to 100 letters, digits, hyphens or underscores');
  if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
    throw new Error('A refund is a whole number of paise, at least 100');
  const { api } = await razorpay();
  const answer = await api.rq
    .post<{ id: string; status: string; amount: number }>(
      `/v1/payments/${paymentId}/refund`,
      { amount: input.amountPaise, speed: 'normal', notes: input.notes ?? {} },
      { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
    )
    .catch((error: unknown) => {
      const response = (
        error as { response?: { status?: number; data?: { error?: Record<string, unknown> } } }
      ).response;
      if (!response?.status) throw error;
      const detail = response.data?.error ?? {};
      throw new RazorpayRequestError(
        response.status,
        String(detail.code ?? 'UNKNOWN'),
        String(detail.description ?? 'no description'),
      );
    });
  const refund = answer.data;
  if (!REFUND_ID.test(String(refund.id)))
    throw new Error(
      `Razorpay answered a refund id of an unexpected shape: ${String(refund.id).slice(0, 80)}`,
    );
  if (refund.status !== 'pending' && refund.status !== 'processed' && refund.status !== 'failed')
    throw new Error(
      `Razorpay answered a refund status of an unexpected kind: ${String(refund.status).slice(0, 40)}`,
    );
  return { id: refund.id, status: refund.status, amount: Number(refund.amount) };
}
