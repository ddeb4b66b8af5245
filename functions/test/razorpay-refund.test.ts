import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localRazorpay, razorpayStandIn } from '../../infra/local/razorpay';
import { createRazorpayRefund, RazorpayRequestError } from '../src/payments/razorpay';

// The key secret as Secrets Manager would give it (the stand-in checks it on every call).
vi.mock('../src/lib/secrets', () => ({ secretString: async () => localRazorpay.keySecret }));

/**
 * The refund client against the local Razorpay stand-in (infra/local/razorpay.ts) over HTTP: the SDK's own HTTP
 * client, its basic auth and the idempotency header, as it would call Razorpay.
 */
describe('createRazorpayRefund', () => {
  let server: http.Server;
  let standIn: ReturnType<typeof razorpayStandIn>;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rzp-refund-client-'));
    standIn = razorpayStandIn({ dataDir, apiUrl: () => base, webhookDelayMs: 60_000 });
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        if (!(await standIn.handle(req, res, Buffer.concat(chunks)))) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: localRazorpay.keyId,
      RAZORPAY_KEY_SECRET_ID: 'academy/razorpay/key-secret',
      RAZORPAY_API_URL: `${base}/razorpay`,
    });
  });
  afterAll(async () => {
    standIn.stop();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A captured payment of `amount` paise, made through the stand-in's test checkout. */
  const capturedPayment = async (amount: number) => {
    const auth = `Basic ${Buffer.from(`${localRazorpay.keyId}:${localRazorpay.keySecret}`).toString('base64')}`;
    const post = async (p: string, body: unknown) =>
      (await (
        await fetch(`${base}/razorpay${p}`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, string>;
    const order = await post('/v1/orders', { amount, currency: 'INR' });
    return (await post('/test-checkout/pay', { order_id: order.id, outcome: 'success' }))
      .razorpay_payment_id!;
  };

  it('refunds part of a payment and answers its id, status and amount', async () => {
    const paymentId = await capturedPayment(50_000);

    const refund = await createRazorpayRefund({
      paymentId,
      amountPaise: 20_000,
      idempotencyKey: 'refund-01JABCDEFGHJKMNPQRSTVWXYZ1',
      notes: { refundId: '01JABCDEFGHJKMNPQRSTVWXYZ1' },
    });

    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'processed', amount: 20_000 });
  });

  it('answers the same refund when sent again with the same idempotency key (no second refund)', async () => {
    const paymentId = await capturedPayment(50_000);
    const input = { paymentId, amountPaise: 30_000, idempotencyKey: 'refund-01JABCDEFGHJKMNPQRSTVWXYZ2' };

    const first = await createRazorpayRefund(input);
    const retried = await createRazorpayRefund(input);
    // 30,000 twice would be more than the 50,000 captured: only one refund was made.
    const rest = await createRazorpayRefund({
      ...input,
      amountPaise: 20_000,
      idempotencyKey: 'refund-rest-000002',
    });

    expect(retried).toEqual(first);
    expect(rest.amount).toBe(20_000);
  });

  it('throws Razorpay’s refusal of more than is left to refund as a RazorpayRequestError', async () => {
    const paymentId = await capturedPayment(10_000);

    const refused = createRazorpayRefund({
      paymentId,
      amountPaise: 10_100,
      idempotencyKey: 'refund-too-much-01',
    });

    await expect(refused).rejects.toBeInstanceOf(RazorpayRequestError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'The total refund amount is greater than the refund payment amount',
    });
  });

  it('sends nothing for a payment id or idempotency key Razorpay would not take', async () => {
    await expect(
      createRazorpayRefund({
        paymentId: 'pay_x/../../orders',
        amountPaise: 100,
        idempotencyKey: 'refund-bad-path-1',
      }),
    ).rejects.toThrow();
    await expect(
      createRazorpayRefund({ paymentId: 'pay_Abc123', amountPaise: 100, idempotencyKey: 'short' }),
    ).rejects.toThrow(/idempotency key/);
  });
});
