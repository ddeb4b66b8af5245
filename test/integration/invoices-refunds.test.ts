import { financialYear } from '@academy/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localRazorpay } from '../../infra/local/razorpay';
import { storedMails } from '../../infra/local/ses';
import { api, newStudent, type Session, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { scannedItems, storedEnrollmentCount, storedItem, testDb, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { placeOrder, sign, verifyPayment } from '../support/payments';

useLocalStackEnv();
const { issueInvoiceForPayment } = await import('../../functions/src/payments/invoices');
const { keys } = await import('../support/table-keys');
const db = testDb();

let payCounter = 0;
const paymentId = () => `pay_Inv${Date.now().toString(36)}${payCounter++}`;

/** Pays an order through the local Razorpay test checkout (a payment the stand-in knows, so it can be refunded). */
async function payThroughCheckout(orderId: string) {
  const res = await fetch(`${inject('apiUrl')}/razorpay/test-checkout/pay`, {
    method: 'POST',
    body: JSON.stringify({ order_id: orderId, outcome: 'success' }),
  });
  return (await res.json()) as { razorpay_payment_id: string; razorpay_signature: string };
}

async function purchasesOf(token: string) {
  const res = await api('/api/payments/purchases', { token });
  expect(res.status).toBe(200);
  return res.body.purchases as any[];
}

/** Waits for the stream's invoice (and the stand-in's webhooks) to have run. */
async function settledPurchase(
  token: string,
  orderId: string,
  until: (p: any) => boolean = (p) => !!p.invoice,
) {
  for (let i = 0; i < 60; i++) {
    await eventsSettled();
    const found = (await purchasesOf(token)).find((p) => p.orderId === orderId);
    if (found && until(found)) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`purchase ${orderId} did not settle`);
}

async function taxDocument(id: string) {
  const item = await storedItem(keys.taxDocument(id));
  expect(item).toBeDefined();
  return item as any;
}

describe('tax invoices, refunds and credit notes', () => {
  let instructor: Session;
  let admin: Session;
  beforeAll(async () => {
    [instructor, admin] = await Promise.all([
      signIn('instructor@demo.academy'),
      signIn('admin@demo.academy'),
    ]);
  });

  const paidCourse = (price: number) =>
    storedCourse({ instructorId: instructor.user.id, price, title: `GST course ₹${price}` });

  it('invoices an in-state purchase with CGST + SGST that add up to the paisa, once however often it is asked', async () => {
    // ₹4,999 does not split evenly: 4,23,644.07… paise of taxable value.
    const course = await paidCourse(4999);
    const student = await newStudent('Ananya Gupta');
    const order = await placeOrder(student.token, course.id, { billing: { state: '29' } });
    expect(order.status).toBe(201);
    const pay = paymentId();
    expect((await verifyPayment(student.token, order.body.order.id, pay, course.id)).status).toBe(200);
    // The stream's consumer and a direct call at once: still one invoice.
    await Promise.all([issueInvoiceForPayment(pay), issueInvoiceForPayment(pay)]);
    const purchase = await settledPurchase(student.token, order.body.order.id);
    expect(purchase.invoice.number).toMatch(new RegExp(`^AC/${financialYear(new Date())}/\\d{6}$`));
    expect(purchase.invoice.number.length).toBeLessThanOrEqual(16);
    const doc = await taxDocument(purchase.invoice.id);
    expect(doc.tax).toMatchObject({
      total: 499_900,
      taxable: 423_644,
      cgst: 38_128,
      sgst: 38_128,
      igst: 0,
      intraState: true,
    });
    expect(doc.buyer).toMatchObject({ name: 'Ananya Gupta', state: '29' });
    expect(doc.seller).toMatchObject({ gstin: '29AAGCA1234F1Z0', state: '29', sac: '999293' });
    expect((await storedItem(keys.payment(pay)))?.invoiceNumber).toBe(purchase.invoice.number);
    // The buyer downloads it: a PDF.
    const link = await api(`/api/payments/documents/${purchase.invoice.id}`, { token: student.token });
    expect(link.status).toBe(200);
    expect(link.body.fileName).toBe(`tax-invoice-${purchase.invoice.number.replaceAll('/', '-')}.pdf`);
    const pdf = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The receipt is mailed once, with the tax invoice attached.
    await eventsSettled();
    const mails = ((await storedMails(inject('sesEndpoint'))) as any[]).filter(
      (m) => m.destination.to.includes(student.email) && m.subject === 'Enrolment confirmed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toEqual([
      expect.objectContaining({ filename: link.body.fileName, contentType: 'application/pdf' }),
    ]);
    expect(Buffer.from(mails[0].attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('invoices a business across states with IGST and its GSTIN, and refuses a GSTIN whose check character is wrong', async () => {
    const course = await paidCourse(1499);
    const student = await newStudent('Rohan Mehta');
    const bad = await placeOrder(student.token, course.id, {
      billing: { state: '27', gstin: '27AAPFU0939F1ZA', businessName: 'Mehta Tutorials' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('check character is wrong');
    const order = await placeOrder(student.token, course.id, {
      billing: { state: '27', gstin: '27aapfu0939f1zv', businessName: 'Mehta Tutorials' },
      phone: '98765 43210',
    });
    expect(order.status).toBe(201);
    expect(order.body.prefill.contact).toBe('+919876543210');
    const pay = paymentId();
    await verifyPayment(student.token, order.body.order.id, pay, course.id);
    const purchase = await settledPurchase(student.token, order.body.order.id);
    const doc = await taxDocument(purchase.invoice.id);
    expect(doc.buyer).toMatchObject({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mehta Tutorials',
    });
    expect(doc.tax).toMatchObject({ total: 149_900, igst: 22_866, taxable: 127_034, cgst: 0, sgst: 0 });
    // Remembered on the profile for the next checkout.
    const me = await api('/api/auth/me', { token: student.token });
    expect(me.body.user.profile).toMatchObject({
      billing: { state: '27', gstin: '27AAPFU0939F1ZV', businessName: 'Mehta Tutorials' },
      phone: '+919876543210',
    });
  });

  it('lets only the buyer and admins open an invoice', async () => {
    const course = await paidCourse(999);
    const buyer = await newStudent();
    const other = await newStudent();
    const order = await placeOrder(buyer.token, course.id);
    await verifyPayment(buyer.token, order.body.order.id, paymentId(), course.id);
    const { invoice } = await settledPurchase(buyer.token, order.body.order.id);
    const path = `/api/payments/documents/${invoice.id}`;
    expect((await api(path, { token: other.token })).status).toBe(404);
    expect((await api(path, { token: instructor.token })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { token: admin.token })).status).toBe(200);
    expect((await purchasesOf(other.token)).some((p) => p.orderId === order.body.order.id)).toBe(false);
  });

  it('numbers 100 invoices captured at once in one gapless series, each number once', async () => {
    const student = await newStudent('Bulk Buyer');
    const courses = await Promise.all(Array.from({ length: 100 }, () => paidCourse(499)));
    const orders = await Promise.all(courses.map((c) => placeOrder(student.token, c.id)));
    const pays = courses.map(() => paymentId());
    const verified = await Promise.all(
      courses.map((c, i) => verifyPayment(student.token, orders[i]!.body.order.id, pays[i]!, c.id)),
    );
    expect(verified.every((v) => v.status === 200)).toBe(true);
    await eventsSettled();
    const numbers = await Promise.all(
      pays.map(async (p) => (await storedItem(keys.payment(p)))?.invoiceNumber),
    );
    expect(numbers.every(Boolean)).toBe(true);
    expect(new Set(numbers).size).toBe(100);
    // The whole year's series, whoever else bought meanwhile: 1..last, each once.
    const year = financialYear(new Date());
    const counter = await storedItem(keys.documentSeries('invoice', year));
    const sequences = (
      await scannedItems('entity = :e AND kind = :k AND financialYear = :y', {
        ':e': 'taxDocument',
        ':k': 'invoice',
        ':y': year,
      })
    ).map((i) => Number(i.sequence));
    sequences.sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: Number(counter?.last) }, (_, i) => i + 1));
  });

  it('refunds within the window: paid back through Razorpay, enrolment revoked, credit note issued, settled once by the webhook', async () => {
    const course = await paidCourse(2999);
    const student = await newStudent('Refund Seeker');
    const order = await placeOrder(student.token, course.id);
    const orderId = order.body.order.id as string;
    const paid = await payThroughCheckout(orderId);
    expect(
      (
        await api('/api/payments/verify', {
          method: 'POST',
          token: student.token,
          body: {
            razorpay_order_id: orderId,
            razorpay_payment_id: paid.razorpay_payment_id,
            razorpay_signature: paid.razorpay_signature,
            courseId: course.id,
          },
        })
      ).status,
    ).toBe(200);
    const purchase = await settledPurchase(student.token, orderId);
    expect(purchase.refundableUntil).not.toBeNull();

    const asked = await api('/api/payments/refunds', {
      method: 'POST',
      token: student.token,
      body: { orderId, reason: 'The pace is too fast for me.' },
    });
    expect(asked.status).toBe(201);
    const again = await api('/api/payments/refunds', {
      method: 'POST',
      token: student.token,
      body: { orderId },
    });
    expect(again.status).toBe(409);
    const listed = await api('/api/payments/refunds?status=requested', { token: admin.token });
    expect(listed.body.refunds.some((r: any) => r.id === asked.body.refund.id)).toBe(true);

    const decided = await api(`/api/payments/refunds/${asked.body.refund.id}/decision`, {
      method: 'POST',
      token: admin.token,
      body: { decision: 'approve' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.refund.status).toBe('approved');
    const twice = await api(`/api/payments/refunds/${asked.body.refund.id}/decision`, {
      method: 'POST',
      token: admin.token,
      body: { decision: 'approve' },
    });
    expect(twice.status).toBe(409);
    // Razorpay paid it back: the payment is refunded in full, once.
    const basic = Buffer.from(`${localRazorpay.keyId}:${localRazorpay.keySecret}`).toString('base64');
    const atRazorpay = await fetch(
      `${inject('apiUrl')}/razorpay/v1/payments/${paid.razorpay_payment_id}/refunds`,
      {
        headers: { authorization: `Basic ${basic}` },
      },
    ).then((r) => r.json() as Promise<{ items: { amount: number }[] }>);
    expect(atRazorpay.items.map((r) => r.amount)).toEqual([299_900]);
    expect(await storedItem(keys.enrollment(student.user.id, course.id))).toBeUndefined();
    expect(await storedEnrollmentCount(course.id)).toBe(0);

    const settled = await settledPurchase(student.token, orderId, (p) => p.refund?.status === 'processed');
    expect(settled.creditNote.number).toMatch(new RegExp(`^CN/${financialYear(new Date())}/\\d{6}$`));
    const note = await taxDocument(settled.creditNote.id);
    expect(note).toMatchObject({ kind: 'credit-note', originalInvoice: { number: purchase.invoice.number } });
    expect(note.tax.total).toBe(299_900);

    // Razorpay sends the event again, with its id and with another: nothing changes a second time.
    const refundItem = await storedItem(keys.refund(asked.body.refund.id));
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: refundItem?.razorpayRefundId,
            entity: 'refund',
            payment_id: paid.razorpay_payment_id,
            amount: 299_900,
            notes: { refundId: asked.body.refund.id },
          },
        },
      },
    });
    for (const eventId of ['evt_RefundReplay1', 'evt_RefundReplay1', 'evt_RefundReplay2']) {
      const replay = await api('/api/payments/webhook', {
        method: 'POST',
        rawBody,
        headers: {
          'x-razorpay-signature': sign(localRazorpay.webhookSecret, rawBody),
          'x-razorpay-event-id': eventId,
        },
      });
      expect(replay.status).toBe(200);
      expect(replay.body.status).toBe('duplicate');
    }
    const notes = await api('/api/notifications?limit=50', { token: student.token });
    const titles = (notes.body.notifications as any[]).map((n) => n.title);
    expect(titles.filter((t) => t === 'Refund processed')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Refund approved')).toHaveLength(1);
  });

  it('declines with a reason only, and refuses a request after the window or for someone else’s order', async () => {
    const course = await paidCourse(799);
    const student = await newStudent();
    const other = await newStudent();
    const order = await placeOrder(student.token, course.id);
    const orderId = order.body.order.id as string;
    await verifyPayment(student.token, orderId, paymentId(), course.id);
    expect(
      (await api('/api/payments/refunds', { method: 'POST', token: other.token, body: { orderId } })).status,
    ).toBe(404);
    const asked = await api('/api/payments/refunds', {
      method: 'POST',
      token: student.token,
      body: { orderId },
    });
    expect(asked.status).toBe(201);
    const noReason = await api(`/api/payments/refunds/${asked.body.refund.id}/decision`, {
      method: 'POST',
      token: admin.token,
      body: { decision: 'decline' },
    });
    expect(noReason.status).toBe(400);
    const declined = await api(`/api/payments/refunds/${asked.body.refund.id}/decision`, {
      method: 'POST',
      token: admin.token,
      body: { decision: 'decline', reason: 'You have finished most of the course.' },
    });
    expect(declined.body.refund).toMatchObject({
      status: 'declined',
      decisionReason: 'You have finished most of the course.',
    });
    expect(await storedItem(keys.enrollment(student.user.id, course.id))).toBeDefined();

    // Another purchase, paid eight days ago: the window has closed.
    const late = await paidCourse(899);
    const lateOrder = await placeOrder(student.token, late.id);
    await verifyPayment(student.token, lateOrder.body.order.id, paymentId(), late.id);
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.order(lateOrder.body.order.id),
        UpdateExpression: 'SET paidAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 8 * 86_400_000).toISOString() },
      }),
    );
    const tooLate = await api('/api/payments/refunds', {
      method: 'POST',
      token: student.token,
      body: { orderId: lateOrder.body.order.id },
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe('The 7-day refund window for this purchase has closed');
  });
});
