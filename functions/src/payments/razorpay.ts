/// <reference path="./razorpay-modules.d.ts" />
import { RazorpayId } from '@academy/shared';
// The SDK's orders resource (its parameters, notes and paths), as its `Razorpay` class builds it: the class itself
// requires all 24 resources (48 KB of the bundle).
import razorpayOrders from 'razorpay/dist/resources/orders';
import { version } from 'razorpay/package.json';
import { env, required } from '../lib/env';
import { secretString } from '../lib/secrets';

/** A request of the SDK's resources: the path under the version, and the body or the query. */
interface ResourceRequest {
  url: string;
  data?: Record<string, unknown>;
  version?: string;
  /** Ours, not the SDK's: headers of this one call (a refund's idempotency key). */
  headers?: Record<string, string>;
}

/**
 * The SDK's request layer (`razorpay/dist/api`: get, post, put, patch, delete of `{ url, data }`, answering the
 * response body, refusals thrown as `{ statusCode, error }`) on Node's own fetch: the SDK's layer is built on axios,
 * which alone was 92 KB of every payments function's bundle (docs/performance.md). The SDK's resources run on it
 * unchanged; only the transport differs, and it can send a header on one call.
 */
export class RazorpayTransport {
  constructor(
    private readonly options: { baseUrl: string; keyId: string; keySecret: string; userAgent: string },
  ) {}

  private async send(method: string, request: ResourceRequest): Promise<unknown> {
    const path = `/${request.version ?? 'v1'}${request.url}`;
    const query =
      method === 'GET' && request.data
        ? `?${new URLSearchParams(Object.entries(request.data).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    const res = await fetch(`${this.options.baseUrl}${path}${query}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        'user-agent': this.options.userAgent,
        ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(request.data ?? {}) }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { error?: unknown };
    if (!res.ok) throw { statusCode: res.status, error: body.error ?? {} };
    return body;
  }

  get = (request: ResourceRequest) => this.send('GET', request);
  post = (request: ResourceRequest) => this.send('POST', request);
  put = (request: ResourceRequest) => this.send('PUT', request);
  patch = (request: ResourceRequest) => this.send('PATCH', request);
  delete = (request: ResourceRequest) => this.send('DELETE', request);
}

let client: { api: RazorpayTransport; orders: ReturnType<typeof razorpayOrders> } | undefined;

let clientSecret: string | undefined;

/**
 * Razorpay's API with the configured key id and the key secret read from Secrets Manager (cached there; a rotated
 * secret makes a new client); its address comes from configuration when set.
 */
async function razorpay() {
  const keySecret = await secretString(required('RAZORPAY_KEY_SECRET_ID'));
  if (!client || clientSecret !== keySecret) {
    clientSecret = keySecret;
    const api = new RazorpayTransport({
      baseUrl: (env().RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
      keyId: required('RAZORPAY_KEY_ID'),
      keySecret,
      userAgent: `razorpay-node@${version}`,
    });
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
 * and its client-wide headers are filtered down to two names), so the call goes through our transport with it.
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
  const refund = (await api
    .post({
      url: `/payments/${paymentId}/refund`,
      data: { amount: input.amountPaise, speed: 'normal', notes: input.notes ?? {} },
      headers: { 'X-Refund-Idempotency': input.idempotencyKey },
    })
    .catch((error: unknown) => {
      const refused = error as { statusCode?: number; error?: Record<string, unknown> };
      if (!refused?.statusCode) throw error;
      const detail = refused.error ?? {};
      throw new RazorpayRequestError(
        refused.statusCode,
        String(detail.code ?? 'UNKNOWN'),
        String(detail.description ?? 'no description'),
      );
    })) as { id: string; status: string; amount: number };
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
