import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** Test keys of the local stand-in (the same values .env.example lists); never real Razorpay keys. */
export const localRazorpay = {
  keyId: 'rzp_test_localacademy',
  keySecret: 'local_test_key_secret',
  webhookSecret: 'local_test_webhook_secret',
};

interface StoredOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** A payment the test checkout made, as Razorpay's payment entity (the fields the academy and its tests read). */
interface StoredPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: 'upi';
  vpa: string;
  email: string | null;
  contact: string | null;
  notes: Record<string, string>;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  created_at: number;
}

/** Razorpay's refund entity (POST /v1/payments/{id}/refund, GET /v1/refunds/{id}, the refund.* webhooks). */
export interface StoredRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

/** Razorpay's rule for `X-Refund-Idempotency`: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

const rid = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export interface RazorpayStandInOptions {
  dataDir: string;
  /** Where the academy's API is, to send webhooks to (`<apiUrl>/api/payments/webhook`). */
  apiUrl: () => string;
  keys?: typeof localRazorpay;
  /** Milliseconds before the webhook follows a payment, and before each refund event. @default 400 */
  webhookDelayMs?: number;
  /**
   * `processed` (Razorpay's usual answer for a normal refund in test mode): the refund is processed when it is made.
   * `pending`: it is answered `pending` and processed only when its `refund.processed` webhook goes, so the academy's
   * path for a refund that settles later can be tried. @default 'processed'
   */
  refundsSettle?: 'processed' | 'pending';
}

/**
 * Plays Razorpay's part on the local stack, where there is no internet: the Orders API the SDK calls
 * (`POST /razorpay/v1/orders`, basic auth with the key id and secret), a test checkout script that the
 * web app loads instead of checkout.razorpay.com (pay, fail or cancel), payment signatures made with the
 * key secret exactly as Razorpay makes them, and signed `payment.captured` / `order.paid` webhooks.
 *
 * Refunds as Razorpay's Refunds API makes them: `POST /v1/payments/{id}/refund` (`amount` in paise, the rest of the
 * captured amount when left out; `speed`, `notes`, `receipt`; the `X-Refund-Idempotency` header), `GET
 * /v1/refunds/{id}`, `GET /v1/payments/{id}/refunds` (and `/refunds/{refund id}`), `GET /v1/payments/{id}`. Only a
 * captured payment this stand-in made can be refunded, never beyond what was captured less what was refunded; the
 * same idempotency key with the same body answers the same refund, with another body a 400. Each refund is followed
 * by signed `refund.created` and `refund.processed` webhooks carrying the refund and the payment. Orders, payments
 * and refunds are kept in `dataDir`.
 */
export function razorpayStandIn(options: RazorpayStandInOptions) {
  const keys = options.keys ?? localRazorpay;
  const file = path.join(options.dataDir, 'razorpay-orders.json');
  const orders = new Map<string, StoredOrder>(
    existsSync(file)
      ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredOrder>)
      : [],
  );
  const persist = () => writeFileSync(file, JSON.stringify(Object.fromEntries(orders)));
  const paymentsFile = path.join(options.dataDir, 'razorpay-payments.json');
  const payments = new Map<string, StoredPayment>(
    existsSync(paymentsFile)
      ? Object.entries(JSON.parse(readFileSync(paymentsFile, 'utf8')) as Record<string, StoredPayment>)
      : [],
  );
  const persistPayments = () => writeFileSync(paymentsFile, JSON.stringify(Object.fromEntries(payments)));
  /** The refunds, and each idempotency key with the refund it made and the request that made it. */
  const refundsFile = path.join(options.dataDir, 'razorpay-refunds.json');
  const refundState = (
    existsSync(refundsFile)
      ? JSON.parse(readFileSync(refundsFile, 'utf8'))
      : { refunds: {}, idempotencyKeys: {} }
  ) as {
    refunds: Record<string, StoredRefund>;
    idempotencyKeys: Record<string, { refundId: string; request: string }>;
  };
  const persistRefunds = () => writeFileSync(refundsFile, JSON.stringify(refundState));
  const webhookDelayMs = options.webhookDelayMs ?? 400;
  const pendingWebhooks = new Set<NodeJS.Timeout>();
  let stopped = false;

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization, x-refund-idempotency',
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', ...cors });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, description: string) =>
    json(res, status, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
    });

  /**
   * A request's JSON object, or undefined after answering 400 as Razorpay does: a body that is not JSON, or JSON
   * that is not an object (`null`, `[]`, `"x"`), used to throw here and reach the gateway as a 502.
   */
  function readObject(res: http.ServerResponse, body: Buffer): Record<string, unknown> | undefined {
    let input: unknown;
    try {
      input = JSON.parse(body.toString() || '{}');
    } catch {
      error(res, 400, 'The request body is not valid JSON');
      return undefined;
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      error(res, 400, 'The request body must be a JSON object');
      return undefined;
    }
    return input as Record<string, unknown>;
  }

  async function sendWebhook(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_localacademy',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    await fetch(`${options.apiUrl()}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(keys.webhookSecret, body),
        'x-razorpay-event-id': rid('evt'),
      },
      body,
    }).catch(() => undefined);
  }

  /** Runs `send` after the webhook delay, unless the stand-in stops first. */
  function later(send: () => Promise<void>) {
    if (stopped) return;
    const timer = setTimeout(async () => {
      pendingWebhooks.delete(timer);
      await send();
    }, webhookDelayMs);
    pendingWebhooks.add(timer);
  }

  function pay(
    order: StoredOrder,
    outcome: 'success' | 'failure',
    payer: { email?: string; contact?: string },
  ) {
    const paymentId = rid('pay');
    const payment: StoredPayment = {
      id: paymentId,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      method: 'upi',
      // Razorpay's test VPA for a payment that succeeds (failure@razorpay fails).
      vpa: outcome === 'success' ? 'success@razorpay' : 'failure@razorpay',
      email: payer.email ?? null,
      contact: payer.contact ?? null,
      notes: order.notes,
      status: outcome === 'success' ? 'captured' : 'failed',
      captured: outcome === 'success',
      amount_refunded: 0,
      refund_status: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(paymentId, payment);
    persistPayments();
    order.attempts += 1;
    if (outcome === 'success') {
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    } else {
      order.status = 'attempted';
    }
    persist();
    // Copies as they are now: a refund may change the stored payment before the webhook goes.
    const paid = { ...payment };
    const orderNow = { ...order };
    later(async () => {
      if (outcome === 'success') {
        await sendWebhook('payment.captured', { payment: { entity: paid } });
        await sendWebhook('order.paid', { payment: { entity: paid }, order: { entity: orderNow } });
      } else {
        await sendWebhook('payment.failed', { payment: { entity: paid } });
      }
    });
    return { paymentId, signature: sign(keys.keySecret, `${order.id}|${paymentId}`) };
  }

  /** Razorpay's answer to a refund request: the refund entity, or its error (status and description). */
  type RefundOutcome = { refund: StoredRefund } | { status: number; description: string };

  /**
   * A refund of `paymentId` as Razorpay makes one, checked as Razorpay checks it. Synchronous from the check to the
   * store, so two requests at once cannot both spend the same captured amount.
   */
  function refund(
    paymentId: string,
    input: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): RefundOutcome {
    const { amount, speed = 'normal', notes = {}, receipt } = input;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      return {
        status: 400,
        description:
          'The idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores',
      };
    // The same key with the same request answers the refund it made; with another request, Razorpay's 400.
    const request = JSON.stringify({ paymentId, amount, speed, notes, receipt });
    const earlier = idempotencyKey === undefined ? undefined : refundState.idempotencyKeys[idempotencyKey];
    if (earlier) {
      if (earlier.request !== request)
        return {
          status: 400,
          description: 'Different request with the same idempotency key has already been processed.',
        };
      return { refund: refundState.refunds[earlier.refundId]! };
    }
    const payment = payments.get(paymentId);
    if (!payment) return { status: 400, description: 'The id provided does not exist' };
    if (!payment.captured) return { status: 400, description: 'The payment has not been captured' };
    if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100))
      return { status: 400, description: 'The amount must be atleast INR 1.00' };
    if (speed !== 'normal' && speed !== 'optimum')
      return { status: 400, description: 'The selected speed is invalid.' };
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40))
      return { status: 400, description: 'The receipt may not be greater than 40 characters.' };
    if (!isStringRecord(notes)) return { status: 400, description: 'The notes must be an object of strings' };
    const left = payment.amount - payment.amount_refunded;
    const paise = amount === undefined ? left : amount;
    if (paise <= 0 || paise > left)
      return {
        status: 400,
        description: 'The total refund amount is greater than the refund payment amount',
      };

    const settled = (options.refundsSettle ?? 'processed') === 'processed';
    const made: StoredRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount: paise,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: typeof receipt === 'string' ? receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: settled ? 'processed' : 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    payment.amount_refunded += paise;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    // A payment is `refunded` only once all of it is; a part refunded stays `captured`.
    if (full) payment.status = 'refunded';
    refundState.refunds[made.id] = made;
    if (idempotencyKey !== undefined)
      refundState.idempotencyKeys[idempotencyKey] = { refundId: made.id, request };
    persistPayments();
    persistRefunds();
    // refund.created, then refund.processed, each with the refund and its payment as they are then.
    const paymentNow = { ...payment };
    later(async () => {
      await sendWebhook('refund.created', {
        refund: { entity: { ...made } },
        payment: { entity: paymentNow },
      });
      // Stopped while the webhook was on its way: the data folder may be gone, and nothing reads it again.
      if (stopped) return;
      made.status = 'processed';
      persistRefunds();
      later(() =>
        sendWebhook('refund.processed', {
          refund: { entity: { ...made } },
          payment: { entity: paymentNow },
        }),
      );
    });
    return { refund: made };
  }

  /** Whether the request carries the key id and secret (basic auth), as every API call must; else 401. */
  function authorised(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (auth === `${keys.keyId}:${keys.keySecret}`) return true;
    error(res, 401, 'Authentication failed');
    return false;
  }

  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
  const refundsOf = (paymentId: string) =>
    Object.values(refundState.refunds)
      .filter((r) => r.payment_id === paymentId)
      .sort((a, b) => b.created_at - a.created_at);

  /** The Payments and Refunds API's paths (all behind basic auth); false for any other path. */
  function paymentsApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    body: Buffer,
  ): boolean {
    const refundOne = /^\/razorpay\/v1\/refunds\/([^/]+)$/.exec(pathname);
    const paymentPath = /^\/razorpay\/v1\/payments\/([^/]+)(\/refund|\/refunds|\/refunds\/[^/]+)?$/.exec(
      pathname,
    );
    if (!refundOne && !paymentPath) return false;
    if (!authorised(req, res)) return true;
    if (refundOne) {
      const found = req.method === 'GET' ? refundState.refunds[refundOne[1]!] : undefined;
      if (req.method !== 'GET') error(res, 404, 'The requested URL was not found on the server.');
      else if (!found) error(res, 400, 'The id provided does not exist');
      else json(res, 200, found);
      return true;
    }
    const [, paymentId, rest = ''] = paymentPath!;
    if (req.method === 'POST' && rest === '/refund') {
      const input = readObject(res, body);
      if (!input) return true;
      const key = req.headers['x-refund-idempotency'];
      const outcome = refund(paymentId!, input, Array.isArray(key) ? key[0] : key);
      if ('refund' in outcome) json(res, 200, outcome.refund);
      else error(res, outcome.status, outcome.description);
      return true;
    }
    if (req.method !== 'GET' || rest === '/refund') {
      error(res, 404, 'The requested URL was not found on the server.');
      return true;
    }
    const payment = payments.get(paymentId!);
    if (!payment) {
      error(res, 400, 'The id provided does not exist');
      return true;
    }
    if (rest === '') json(res, 200, payment);
    else if (rest === '/refunds') json(res, 200, collection(refundsOf(payment.id)));
    else {
      const found = refundsOf(payment.id).find((r) => r.id === rest.slice('/refunds/'.length));
      if (found) json(res, 200, found);
      else error(res, 400, 'The id provided does not exist');
    }
    return true;
  }

  /** Answers the stand-in's own paths; false for anything else. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    // Only compared, never decoded or parsed as a URL, so no request target can make this throw.
    const pathname = (req.url ?? '/').split(/[?#]/)[0]!;
    if (!pathname.startsWith('/razorpay/')) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return true;
    }
    if (paymentsApi(req, res, pathname, body)) return true;
    if (req.method === 'POST' && pathname === '/razorpay/v1/orders') {
      if (!authorised(req, res)) return true;
      const input = readObject(res, body);
      if (!input) return true;
      const { amount, currency = 'INR', receipt, notes = {} } = input;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        error(res, 400, 'The amount must be atleast INR 1.00');
        return true;
      }
      if (typeof currency !== 'string') {
        error(res, 400, 'The currency must be a string');
        return true;
      }
      // Razorpay refuses a receipt over 40 characters; the stand-in does too, so the local stack catches it.
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        error(res, 400, 'The receipt may not be greater than 40 characters.');
        return true;
      }
      if (!isStringRecord(notes)) {
        error(res, 400, 'The notes must be an object of strings');
        return true;
      }
      const order: StoredOrder = {
        id: rid('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receipt ?? null,
        status: 'created',
        attempts: 0,
        notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      persist();
      json(res, 200, order);
      return true;
    }
    if (req.method === 'GET' && pathname === '/razorpay/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...cors });
      res.end(checkoutScript);
      return true;
    }
    if (req.method === 'POST' && pathname === '/razorpay/test-checkout/pay') {
      const input = readObject(res, body);
      if (!input) return true;
      const order = typeof input.order_id === 'string' ? orders.get(input.order_id) : undefined;
      if (!order) {
        error(res, 400, 'The id provided does not exist');
        return true;
      }
      // What the checkout's form (its prefill) says of the payer, kept on the payment as Razorpay keeps it.
      const payer = {
        email: typeof input.email === 'string' ? input.email.slice(0, 120) : undefined,
        contact: typeof input.contact === 'string' ? input.contact.slice(0, 20) : undefined,
      };
      if (input.outcome === 'failure') {
        pay(order, 'failure', payer);
        json(res, 200, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed (test checkout: failure chosen).',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: order.id },
          },
        });
        return true;
      }
      const { paymentId, signature } = pay(order, 'success', payer);
      json(res, 200, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: signature,
      });
      return true;
    }
    error(res, 404, 'The requested URL was not found on the server.');
    return true;
  }

  return {
    handle,
    keys,
    stop: () => {
      stopped = true;
      for (const t of pendingWebhooks) clearTimeout(t);
      pendingWebhooks.clear();
    },
  };
}

/**
 * The test checkout's list of payment methods, as browser JavaScript (the checkout script includes it; the tests
 * run it): `methodBlocks(options.config)` gives the blocks to show, in order, each `{ id, name, methods }`.
 */
export const checkoutMethods = `const METHOD_NAMES = { upi: 'UPI', card: 'Cards', netbanking: 'Netbanking', wallet: 'Wallets', emi: 'EMI', paylater: 'Pay Later' };
/** The blocks of config.display in its sequence's order, then the default methods (Razorpay's own list). */
const methodBlocks = (config) => {
  const display = (config && config.display) || {};
  const blocks = display.blocks || {};
  const shown = [];
  for (const entry of Array.isArray(display.sequence) ? display.sequence : []) {
    const id = String(entry).replace(/^block\\./, '');
    const block = blocks[id];
    if (!block || shown.some((b) => b.id === id)) continue;
    const methods = (block.instruments || []).map((i) => i && i.method).filter(Boolean);
    shown.push({ id, name: block.name || methods.map((m) => METHOD_NAMES[m] || m).join(', '), methods });
  }
  const hidden = new Set(((display.hide) || []).map((h) => h && h.method).filter(Boolean));
  const others = ['upi', 'card', 'netbanking', 'wallet'].filter((m) => !hidden.has(m) && !shown.some((b) => b.methods.includes(m)));
  if (!(display.preferences && display.preferences.show_default_blocks === false) && others.length)
    shown.push({ id: 'default', name: shown.length ? 'Other ways to pay' : 'Pay using', methods: others });
  return shown;
};
`;

/**
 * The test checkout: the same `new Razorpay(options)`, `.on('payment.failed', fn)` and `.open()` the real
 * checkout.js offers, drawing its own dialog with Pay, Fail and Cancel. Like Razorpay's, it lists the payment
 * methods in the order of `options.config.display` (the blocks its `sequence` names first, each under its block's
 * name, e.g. "Pay using UPI"; then the other methods unless `preferences.show_default_blocks` is false), and shows
 * the payer's prefilled contact and e-mail. Every text from the options is set as text, never as markup.
 */
const checkoutScript = `(() => {
  const base = new URL(document.currentScript.src).origin + '/razorpay';
  const rupees = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(paise / 100);
${checkoutMethods}
  const el = (tag, style, text) => { const e = document.createElement(tag); if (style) e.style.cssText = style; if (text !== undefined) e.textContent = text; return e; };
  class Razorpay {
    constructor(options) { this.options = options || {}; this.handlers = {}; }
    on(event, handler) { this.handlers[event] = handler; }
    close() { if (this.root) { this.root.remove(); this.root = null; } if (this.restoreFocus) this.restoreFocus.focus(); }
    open() {
      const o = this.options;
      const prefill = o.prefill || {};
      this.restoreFocus = document.activeElement;
      const root = document.createElement('div');
      this.root = root;
      root.setAttribute('data-testid', 'razorpay-test-checkout');
      root.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(15,23,42,.6);font:16px system-ui,sans-serif;padding:16px';
      root.innerHTML = '<div role="dialog" aria-modal="true" aria-labelledby="rzp-title" style="background:#fff;color:#0f172a;border-radius:12px;max-width:380px;width:100%;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden">'
        + '<div style="background:#0b1f4d;color:#fff;padding:16px 20px"><div id="rzp-title" style="font-weight:700"></div><div style="opacity:.85;font-size:14px;margin-top:2px" data-desc></div><div style="opacity:.85;font-size:13px;margin-top:6px" data-contact data-testid="razorpay-test-checkout-contact" hidden></div></div>'
        + '<div style="padding:20px"><div data-methods data-testid="razorpay-test-checkout-methods" style="display:grid;gap:8px;margin:0 0 16px"></div>'
        + '<p style="margin:0 0 4px;color:#475569;font-size:14px">Amount payable</p><p data-amount style="margin:0 0 12px;font-size:28px;font-weight:700"></p>'
        + '<p style="margin:0 0 16px;color:#92400e;background:#fffbeb;border:1px solid #fcd34d;border-radius:8px;padding:8px 10px;font-size:13px">Razorpay test checkout on the local stack. No money moves.</p>'
        + '<div style="display:grid;gap:8px"><button type="button" data-pay style="padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer"></button>'
        + '<button type="button" data-fail style="padding:12px;border:1px solid #b91c1c;border-radius:8px;background:#fff;color:#b91c1c;font-weight:600;cursor:pointer">Fail payment</button>'
        + '<button type="button" data-cancel style="padding:12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#0f172a;cursor:pointer">Cancel</button></div></div></div>';
      root.querySelector('#rzp-title').textContent = o.name || 'Checkout';
      root.querySelector('[data-desc]').textContent = o.description || '';
      const payer = [prefill.contact, prefill.email].filter((v) => typeof v === 'string' && v !== '');
      if (payer.length) { const c = root.querySelector('[data-contact]'); c.textContent = payer.join(' · '); c.hidden = false; }
      const methods = root.querySelector('[data-methods]');
      for (const block of methodBlocks(o.config)) {
        const section = el('section', 'border:1px solid #cbd5e1;border-radius:8px;padding:10px 12px');
        section.setAttribute('data-block', block.id);
        section.appendChild(el('h2', 'margin:0;font-size:15px', block.name));
        section.appendChild(el('p', 'margin:2px 0 0;color:#475569;font-size:13px', block.methods.map((m) => METHOD_NAMES[m] || m).join(', ')));
        methods.appendChild(section);
      }
      root.querySelector('[data-amount]').textContent = rupees(o.amount);
      const payButton = root.querySelector('[data-pay]');
      payButton.textContent = 'Pay ' + rupees(o.amount);
      const send = (outcome) => fetch(base + '/test-checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id, outcome, contact: prefill.contact, email: prefill.email }) }).then((r) => r.json());
      const dismiss = () => { this.close(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); };
      payButton.onclick = async () => { payButton.disabled = true; const r = await send('success'); this.close(); if (typeof o.handler === 'function') o.handler(r); };
      root.querySelector('[data-fail]').onclick = async () => { const r = await send('failure'); this.close(); if (this.handlers['payment.failed']) this.handlers['payment.failed']({ error: r.error }); };
      root.querySelector('[data-cancel]').onclick = dismiss;
      root.addEventListener('keydown', (e) => { if (e.key === 'Escape') dismiss(); });
      document.body.appendChild(root);
      payButton.focus();
    }
  }
  window.Razorpay = Razorpay;
})();
`;
