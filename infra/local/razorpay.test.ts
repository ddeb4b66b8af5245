import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMethods, localRazorpay, type RazorpayStandInOptions, razorpayStandIn } from './razorpay';

interface Webhook {
  event: string;
  body: string;
  signature: string;
  eventId: string;
  payload: Record<string, { entity: Record<string, unknown> }>;
}

const basic = `Basic ${Buffer.from(`${localRazorpay.keyId}:${localRazorpay.keySecret}`).toString('base64')}`;

/** The stand-in on a server of its own, which also plays the academy's webhook endpoint and keeps what it gets. */
async function serve(dataDir: string, options: Partial<RazorpayStandInOptions> = {}) {
  const webhooks: Webhook[] = [];
  let url = '';
  const standIn = razorpayStandIn({ dataDir, apiUrl: () => url, webhookDelayMs: 5, ...options });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (await standIn.handle(req, res, body)) return;
      if (req.url === '/api/payments/webhook') {
        const parsed = JSON.parse(body.toString());
        webhooks.push({
          event: parsed.event,
          body: body.toString(),
          signature: String(req.headers['x-razorpay-signature']),
          eventId: String(req.headers['x-razorpay-event-id']),
          payload: parsed.payload,
        });
      }
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${url}/razorpay${pathname}`, {
      method,
      headers: { authorization: basic, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  /** A captured payment of `amount` paise, made through the test checkout as a student's browser makes it. */
  const capturedPayment = async (amount = 50_000, payer: Record<string, string> = {}) => {
    const order = await call('POST', '/v1/orders', { amount, currency: 'INR', receipt: 'r1' });
    const paid = await call('POST', '/test-checkout/pay', {
      order_id: order.body.id,
      outcome: 'success',
      ...payer,
    });
    return String(paid.body.razorpay_payment_id);
  };
  const stop = async () => {
    standIn.stop();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, call, capturedPayment, webhooks, stop };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('the Razorpay stand-in’s refunds (POST /v1/payments/{id}/refund, as Razorpay’s Refunds API)', () => {
  let dataDir: string;
  let stand: Awaited<ReturnType<typeof serve>>;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rzp-stand-in-'));
    stand = await serve(dataDir);
  });
  afterEach(async () => {
    await stand.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refunds part of a captured payment and answers Razorpay’s refund entity, then fetches it back', async () => {
    const paymentId = await stand.capturedPayment(50_000);

    const made = await stand.call('POST', `/v1/payments/${paymentId}/refund`, {
      amount: 20_000,
      speed: 'normal',
      notes: { refundId: 'R1' },
      receipt: 'CN/2026-27/1',
    });

    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      currency: 'INR',
      payment_id: paymentId,
      notes: { refundId: 'R1' },
      receipt: 'CN/2026-27/1',
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
      batch_id: null,
      acquirer_data: { arn: null },
    });
    expect(made.body.id).toMatch(/^rfnd_[A-Za-z0-9]+$/);
    expect(made.body.created_at).toBeTypeOf('number');
    expect((await stand.call('GET', `/v1/refunds/${made.body.id}`)).body).toEqual(made.body);
    expect((await stand.call('GET', `/v1/payments/${paymentId}/refunds/${made.body.id}`)).body).toEqual(
      made.body,
    );
    expect((await stand.call('GET', `/v1/payments/${paymentId}/refunds`)).body).toEqual({
      entity: 'collection',
      count: 1,
      items: [made.body],
    });
    expect((await stand.call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });
  });

  it('refuses more than was captured less what was refunded, with Razorpay’s error; the rest is refundable', async () => {
    const paymentId = await stand.capturedPayment(50_000);
    await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 30_000 });

    const over = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 25_000 });
    const rest = await stand.call('POST', `/v1/payments/${paymentId}/refund`, {});
    const more = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 100 });

    expect(over).toEqual({
      status: 400,
      body: {
        error: expect.objectContaining({
          code: 'BAD_REQUEST_ERROR',
          description: 'The total refund amount is greater than the refund payment amount',
        }),
      },
    });
    expect(rest.body).toMatchObject({ amount: 20_000, status: 'processed' });
    expect(more.body.error.description).toBe(
      'The total refund amount is greater than the refund payment amount',
    );
    expect((await stand.call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
  });

  it('answers the same refund to the same idempotency key and body, and refuses the key with another body', async () => {
    const paymentId = await stand.capturedPayment(50_000);
    const key = { 'x-refund-idempotency': 'refund-01JABCDEFGHJKMNPQRSTVWXYZ0' };

    const first = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key);
    const again = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key);
    const other = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 12_000 }, key);
    const short = await stand.call(
      'POST',
      `/v1/payments/${paymentId}/refund`,
      { amount: 100 },
      {
        'x-refund-idempotency': 'short',
      },
    );

    expect(again).toEqual(first);
    expect(other.status).toBe(400);
    expect(other.body.error.description).toBe(
      'Different request with the same idempotency key has already been processed.',
    );
    expect(short.status).toBe(400);
    expect((await stand.call('GET', `/v1/payments/${paymentId}/refunds`)).body.count).toBe(1);
    expect((await stand.call('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(10_000);
  });

  it('refunds only a captured payment it made, and only to the key id and secret', async () => {
    const order = await stand.call('POST', '/v1/orders', { amount: 50_000 });
    const failed = await stand.call('POST', '/test-checkout/pay', {
      order_id: order.body.id,
      outcome: 'failure',
    });
    expect(failed.body.error).toBeDefined();
    const paymentId = await stand.capturedPayment();

    const unknown = await stand.call('POST', '/v1/payments/pay_NotOneOfOurs12/refund', { amount: 100 });
    const noAuth = await fetch(`${stand.url}/razorpay/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":100}',
    });
    const tooSmall = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 99 });
    const badSpeed = await stand.call('POST', `/v1/payments/${paymentId}/refund`, {
      amount: 100,
      speed: 'warp',
    });

    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { description: 'The id provided does not exist' } },
    });
    expect(noAuth.status).toBe(401);
    expect(tooSmall.status).toBe(400);
    expect(badSpeed.status).toBe(400);
    expect((await stand.call('GET', '/v1/refunds/rfnd_NotOneOfOurs1')).status).toBe(400);
  });

  it('sends signed refund.created, then refund.processed, with the refund and the payment in the payload', async () => {
    const paymentId = await stand.capturedPayment(50_000);
    await until(() => stand.webhooks.some((w) => w.event === 'order.paid'), 'the payment’s webhooks');

    const made = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000 });
    await until(() => stand.webhooks.some((w) => w.event === 'refund.processed'), 'refund.processed');

    const refundEvents = stand.webhooks.filter((w) => w.event.startsWith('refund.'));
    expect(refundEvents.map((w) => w.event)).toEqual(['refund.created', 'refund.processed']);
    for (const w of refundEvents) {
      expect(w.signature).toBe(
        createHmac('sha256', localRazorpay.webhookSecret).update(w.body).digest('hex'),
      );
      expect(w.eventId).toMatch(/^evt_[A-Za-z0-9]+$/);
      expect(JSON.parse(w.body)).toMatchObject({ entity: 'event', contains: ['refund', 'payment'] });
      expect(w.payload.refund!.entity).toMatchObject({ id: made.body.id, entity: 'refund', amount: 5_000 });
      expect(w.payload.payment!.entity).toMatchObject({
        id: paymentId,
        entity: 'payment',
        amount: 50_000,
        amount_refunded: 5_000,
        refund_status: 'partial',
      });
    }
    expect(refundEvents[1]!.payload.refund!.entity.status).toBe('processed');
    expect(new Set(stand.webhooks.map((w) => w.eventId)).size).toBe(stand.webhooks.length);
  });

  it('keeps payments, refunds and idempotency keys in its data folder across restarts', async () => {
    const paymentId = await stand.capturedPayment(50_000);
    const key = { 'x-refund-idempotency': 'refund-kept-across-restarts' };
    const made = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key);
    await stand.stop();

    stand = await serve(dataDir);

    expect((await stand.call('GET', `/v1/refunds/${made.body.id}`)).body.id).toBe(made.body.id);
    expect(
      (await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key)).body.id,
    ).toBe(made.body.id);
    expect((await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 45_000 })).status).toBe(
      400,
    );
  });

  it('with refundsSettle pending: answers pending, and the refund is processed when refund.processed goes', async () => {
    await stand.stop();
    stand = await serve(dataDir, { refundsSettle: 'pending' });
    const paymentId = await stand.capturedPayment(50_000);

    const made = await stand.call('POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000 });
    expect(made.body.status).toBe('pending');
    await until(() => stand.webhooks.some((w) => w.event === 'refund.processed'), 'refund.processed');

    const created = stand.webhooks.find((w) => w.event === 'refund.created')!;
    expect(created.payload.refund!.entity.status).toBe('pending');
    expect((await stand.call('GET', `/v1/refunds/${made.body.id}`)).body.status).toBe('processed');
  });

  it('keeps the payer’s prefilled contact and e-mail on the payment', async () => {
    const paymentId = await stand.capturedPayment(50_000, {
      contact: '+919876543210',
      email: 'asha@example.com',
    });

    expect((await stand.call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      contact: '+919876543210',
      email: 'asha@example.com',
      method: 'upi',
      status: 'captured',
    });
  });
});

describe('the test checkout’s payment methods (options.config.display)', () => {
  type Block = { id: string; name: string; methods: string[] };
  const methodBlocks = new Function(`${checkoutMethods}; return methodBlocks;`)() as (
    config: unknown,
  ) => Block[];
  const upiFirst = {
    display: {
      blocks: { upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] } },
      sequence: ['block.upi'],
      preferences: { show_default_blocks: true },
    },
  };

  it('shows the block the sequence names first, under its name, then the other methods', () => {
    expect(methodBlocks(upiFirst)).toEqual([
      { id: 'upi', name: 'Pay using UPI', methods: ['upi'] },
      { id: 'default', name: 'Other ways to pay', methods: ['card', 'netbanking', 'wallet'] },
    ]);
  });

  it('shows only the sequence’s blocks when the default blocks are off, and every method without a config', () => {
    const only = { display: { ...upiFirst.display, preferences: { show_default_blocks: false } } };

    expect(methodBlocks(only).map((b) => b.name)).toEqual(['Pay using UPI']);
    expect(methodBlocks(undefined)).toEqual([
      { id: 'default', name: 'Pay using', methods: ['upi', 'card', 'netbanking', 'wallet'] },
    ]);
  });

  it('is served in checkout.js with the dialog’s methods list, payer line and its Pay, Fail and Cancel buttons', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rzp-stand-in-'));
    const stand = await serve(dataDir);
    try {
      const script = await (await fetch(`${stand.url}/razorpay/checkout.js`)).text();

      expect(script).toContain(checkoutMethods);
      for (const part of [
        'data-testid="razorpay-test-checkout-methods"',
        'data-testid="razorpay-test-checkout-contact"',
        'data-pay',
        'data-fail',
        'data-cancel',
      ])
        expect(script).toContain(part);
      expect(() => new Function(script)).not.toThrow();
    } finally {
      await stand.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
