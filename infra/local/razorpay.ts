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

const rid = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export interface RazorpayStandInOptions {
  dataDir: string;
  /** Where the academy's API is, to send webhooks to (`<apiUrl>/api/payments/webhook`). */
  apiUrl: () => string;
  keys?: typeof localRazorpay;
  /** Milliseconds before the webhook follows a payment. @default 400 */
  webhookDelayMs?: number;
}

/**
 * Plays Razorpay's part on the local stack, where there is no internet: the Orders API the SDK calls
 * (`POST /razorpay/v1/orders`, basic auth with the key id and secret), a test checkout script that the
 * web app loads instead of checkout.razorpay.com (pay, fail or cancel), payment signatures made with the
 * key secret exactly as Razorpay makes them, and signed `payment.captured` / `order.paid` webhooks.
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
  const pendingWebhooks = new Set<NodeJS.Timeout>();

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type',
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

  function pay(order: StoredOrder, outcome: 'success' | 'failure') {
    const paymentId = rid('pay');
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      method: 'upi',
      status: outcome === 'success' ? 'captured' : 'failed',
      captured: outcome === 'success',
      created_at: Math.floor(Date.now() / 1000),
    };
    order.attempts += 1;
    if (outcome === 'success') {
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    } else {
      order.status = 'attempted';
    }
    persist();
    const timer = setTimeout(async () => {
      pendingWebhooks.delete(timer);
      if (outcome === 'success') {
        await sendWebhook('payment.captured', { payment: { entity: payment } });
        await sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: order } });
      } else {
        await sendWebhook('payment.failed', { payment: { entity: payment } });
      }
    }, options.webhookDelayMs ?? 400);
    pendingWebhooks.add(timer);
    return { paymentId, signature: sign(keys.keySecret, `${order.id}|${paymentId}`) };
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
    if (req.method === 'POST' && pathname === '/razorpay/v1/orders') {
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      if (auth !== `${keys.keyId}:${keys.keySecret}`) {
        error(res, 401, 'Authentication failed');
        return true;
      }
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
      if (
        typeof notes !== 'object' ||
        notes === null ||
        Array.isArray(notes) ||
        Object.values(notes).some((v) => typeof v !== 'string')
      ) {
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
        notes: notes as Record<string, string>,
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
      if (input.outcome === 'failure') {
        pay(order, 'failure');
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
      const { paymentId, signature } = pay(order, 'success');
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
      for (const t of pendingWebhooks) clearTimeout(t);
      pendingWebhooks.clear();
    },
  };
}

/**
 * The test checkout: the same `new Razorpay(options)`, `.on('payment.failed', fn)` and `.open()` the real
 * checkout.js offers, drawing its own dialog with Pay, Fail and Cancel.
 */
const checkoutScript = `(() => {
  const base = new URL(document.currentScript.src).origin + '/razorpay';
  const rupees = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(paise / 100);
  class Razorpay {
    constructor(options) { this.options = options || {}; this.handlers = {}; }
    on(event, handler) { this.handlers[event] = handler; }
    close() { if (this.root) { this.root.remove(); this.root = null; } if (this.restoreFocus) this.restoreFocus.focus(); }
    open() {
      const o = this.options;
      this.restoreFocus = document.activeElement;
      const root = document.createElement('div');
      this.root = root;
      root.setAttribute('data-testid', 'razorpay-test-checkout');
      root.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(15,23,42,.6);font:16px system-ui,sans-serif;padding:16px';
      root.innerHTML = '<div role="dialog" aria-modal="true" aria-labelledby="rzp-title" style="background:#fff;color:#0f172a;border-radius:12px;max-width:380px;width:100%;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden">'
        + '<div style="background:#0b1f4d;color:#fff;padding:16px 20px"><div id="rzp-title" style="font-weight:700"></div><div style="opacity:.85;font-size:14px;margin-top:2px" data-desc></div></div>'
        + '<div style="padding:20px"><p style="margin:0 0 4px;color:#475569;font-size:14px">Amount payable</p><p data-amount style="margin:0 0 12px;font-size:28px;font-weight:700"></p>'
        + '<p style="margin:0 0 16px;color:#92400e;background:#fffbeb;border:1px solid #fcd34d;border-radius:8px;padding:8px 10px;font-size:13px">Razorpay test checkout on the local stack. No money moves.</p>'
        + '<div style="display:grid;gap:8px"><button type="button" data-pay style="padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer"></button>'
        + '<button type="button" data-fail style="padding:12px;border:1px solid #b91c1c;border-radius:8px;background:#fff;color:#b91c1c;font-weight:600;cursor:pointer">Fail payment</button>'
        + '<button type="button" data-cancel style="padding:12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:#0f172a;cursor:pointer">Cancel</button></div></div></div>';
      root.querySelector('#rzp-title').textContent = o.name || 'Checkout';
      root.querySelector('[data-desc]').textContent = o.description || '';
      root.querySelector('[data-amount]').textContent = rupees(o.amount);
      const payButton = root.querySelector('[data-pay]');
      payButton.textContent = 'Pay ' + rupees(o.amount);
      const send = (outcome) => fetch(base + '/test-checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id, outcome }) }).then((r) => r.json());
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
