import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localRazorpay } from '../../infra/local/razorpay';
import { api, newStudent, scheduleSession, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { scannedItems, storedEnrollmentCount, testDb, useLocalStackEnv } from '../support/db';
import { placeOrder, sign, verifyBody, verifyPayment } from '../support/payments';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const db = testDb();

const paymentsOf = async (paymentId: string) =>
  (
    await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.payment(paymentId), ConsistentRead: true }),
    )
  ).Item;
const enrollmentsOf = async (studentId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: 'academy',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.user(studentId).PK, ':sk': 'ENROLL#' },
      }),
    )
  ).Items ?? [];

/**
 * Every item that names this order or payment (the order itself, its payment, webhook events, the enrolment),
 * whatever its key: an id too long for a key cannot be read by key. A scan is fine on the test table, but it
 * must walk every page: one page is 1 MB read before the filter, and the shared table outgrows that.
 */
const itemsNaming = (ids: { orderId: string; paymentId: string }) =>
  scannedItems('orderId = :o OR paymentId = :p', { ':o': ids.orderId, ':p': ids.paymentId });

/** A webhook exactly as Razorpay sends it (signature over the raw body). */
function webhook(
  event: string,
  payment: { id: string; order_id: string; amount: number },
  eventId: string,
  secret = localRazorpay.webhookSecret,
) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured' } } },
    created_at: 1,
  });
  return api('/api/payments/webhook', {
    method: 'POST',
    rawBody,
    headers: { 'x-razorpay-signature': sign(secret, rawBody), 'x-razorpay-event-id': eventId },
  });
}

/** An id of a valid shape but 3,000 characters: longer than any DynamoDB key may be. */
const hugeId = (prefix: 'order' | 'pay') => `${prefix}_${'A'.repeat(3000 - prefix.length - 1)}`;

let paymentCounter = 0;
const paymentId = () => `pay_Test${Date.now().toString(36)}${paymentCounter++}`;

describe('paid enrolment with Razorpay', () => {
  let instructor: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    instructor = await signIn('instructor@demo.academy');
  });

  async function paidCourseAndOrder(price = 4999) {
    const course = await storedCourse({ instructorId: instructor.user.id, price });
    const student = await newStudent();
    const res = await api('/api/payments/order', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, billing: { state: '29' }, amount: 100, price: 1 },
    });
    expect(res.status).toBe(201);
    return {
      course,
      student,
      order: res.body.order as { id: string; amount: number; currency: string },
      res,
    };
  }

  it('prices the order on the server in paise, ignoring anything the client sends, and reuses an open order', async () => {
    const { course, student, order, res } = await paidCourseAndOrder(149999);
    expect(order).toMatchObject({ amount: 14999900, currency: 'INR' });
    expect(order.id).toMatch(/^order_/);
    expect(res.body.keyId).toBe(localRazorpay.keyId);
    expect(JSON.stringify(res.body)).not.toContain(localRazorpay.keySecret);
    const again = await placeOrder(student.token, course.id);
    expect(again.body.order.id).toBe(order.id);
  });

  it('verifies the signature, enrols once, and a replayed verify changes nothing', async () => {
    const { course, student, order } = await paidCourseAndOrder();
    const pay = paymentId();
    const body = verifyBody(order.id, pay, course.id);
    const first = await api('/api/payments/verify', { method: 'POST', token: student.token, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      enrollment: { via: 'payment', course: { _id: course.id } },
    });
    const replay = await api('/api/payments/verify', { method: 'POST', token: student.token, body });
    expect(replay.status).toBe(200);
    expect(replay.body.enrollment._id).toBe(first.body.enrollment._id);
    expect(await storedEnrollmentCount(course.id)).toBe(1);
    expect(await enrollmentsOf(student.user.id)).toHaveLength(1);
    expect(await paymentsOf(pay)).toMatchObject({ orderId: order.id, amount: 499900, source: 'verify' });
    // Enrolled now: another order for the same course is refused, and free enrolment answers the enrolment.
    const more = await placeOrder(student.token, course.id);
    expect(more.status).toBe(409);
  });

  it('refuses a tampered signature and enrols nobody', async () => {
    const { course, student, order } = await paidCourseAndOrder();
    const pay = paymentId();
    const forged = [
      sign('not-the-secret', `${order.id}|${pay}`),
      sign(localRazorpay.keySecret, `${order.id}|pay_Other123`),
      sign(localRazorpay.keySecret, `order_Other123|${pay}`),
    ];
    for (const signature of forged) {
      const res = await api('/api/payments/verify', {
        method: 'POST',
        token: student.token,
        body: {
          razorpay_order_id: order.id,
          razorpay_payment_id: pay,
          razorpay_signature: signature,
          courseId: course.id,
        },
      });
      expect(res).toEqual({ status: 400, body: { message: 'Payment verification failed' } });
    }
    expect(await storedEnrollmentCount(course.id)).toBe(0);
    expect(await enrollmentsOf(student.user.id)).toHaveLength(0);
  });

  it('does not let one student verify another student’s order', async () => {
    const { course, order } = await paidCourseAndOrder();
    const mallory = await newStudent('Mallory');
    const pay = paymentId();
    const res = await verifyPayment(mallory.token, order.id, pay, course.id);
    expect(res.status).toBe(404);
    expect(await enrollmentsOf(mallory.user.id)).toHaveLength(0);
  });

  it('enrols from the webhook alone (the tab was closed), once, whatever is repeated or raced', async () => {
    const { course, student, order } = await paidCourseAndOrder();
    const pay = paymentId();
    const payment = { id: pay, order_id: order.id, amount: order.amount };
    const [a, b] = await Promise.all([
      webhook('payment.captured', payment, 'evt_A1'),
      verifyPayment(student.token, order.id, pay, course.id),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await webhook('payment.captured', payment, 'evt_A1')).body).toEqual({ status: 'duplicate' });
    expect((await webhook('order.paid', payment, 'evt_A2')).body).toEqual({ status: 'duplicate' });
    expect(await storedEnrollmentCount(course.id)).toBe(1);
    expect(await enrollmentsOf(student.user.id)).toHaveLength(1);
    expect(await paymentsOf(pay)).toBeDefined();
  });

  it("puts the course's live sessions so far on the student's list, paid through verify or the webhook alone", async () => {
    const viaVerify = await paidCourseAndOrder();
    const session = await scheduleSession(instructor.token, viaVerify.course.id, {
      title: 'Paid office hours',
      meetingLink: 'https://meet.example.com/paid-hours',
    });
    expect(session.status).toBe(201);
    const mine = async (token: string) =>
      (await api('/api/live-sessions/my', { token })).body.sessions.map((s: { id: string }) => s.id);
    expect(await mine(viaVerify.student.token)).toEqual([]);
    const pay = paymentId();
    const verified = await verifyPayment(
      viaVerify.student.token,
      viaVerify.order.id,
      pay,
      viaVerify.course.id,
    );
    expect(verified.status).toBe(200);
    expect(await mine(viaVerify.student.token)).toEqual([session.body.session.id]);

    // A second student of the same course who closed the tab: the webhook enrols them.
    const student = await newStudent();
    const order = await placeOrder(student.token, viaVerify.course.id);
    expect(order.status).toBe(201);
    const webhookPay = paymentId();
    const hook = await webhook(
      'payment.captured',
      { id: webhookPay, order_id: order.body.order.id, amount: order.body.order.amount },
      `evt_${webhookPay}`,
    );
    expect(hook.body).toEqual({ status: 'processed' });
    expect(await mine(student.token)).toEqual([session.body.session.id]);
  });

  it('refuses a webhook with a bad signature, and ignores events that are not payments of our orders', async () => {
    const { course, order } = await paidCourseAndOrder();
    const payment = { id: paymentId(), order_id: order.id, amount: order.amount };
    const bad = await webhook('payment.captured', payment, 'evt_B1', 'wrong-secret');
    expect(bad).toEqual({ status: 400, body: { message: 'Invalid webhook signature' } });
    expect((await webhook('payment.failed', payment, 'evt_B2')).body).toEqual({ status: 'ignored' });
    expect((await webhook('payment.captured', { ...payment, amount: 100 }, 'evt_B3')).body).toEqual({
      status: 'ignored',
    });
    expect(
      (await webhook('payment.captured', { ...payment, order_id: 'order_Unknown1' }, 'evt_B4')).body,
    ).toEqual({
      status: 'ignored',
    });
    expect(await storedEnrollmentCount(course.id)).toBe(0);
  });

  it('refuses 3,000-character ids at verify with 400 and stores nothing', async () => {
    const { course, student, order } = await paidCourseAndOrder();
    const pay = paymentId();
    const attempts = [
      { razorpay_order_id: hugeId('order'), razorpay_payment_id: pay },
      { razorpay_order_id: order.id, razorpay_payment_id: hugeId('pay') },
    ];
    for (const ids of attempts) {
      const res = await api('/api/payments/verify', {
        method: 'POST',
        token: student.token,
        body: {
          ...ids,
          razorpay_signature: sign(
            localRazorpay.keySecret,
            `${ids.razorpay_order_id}|${ids.razorpay_payment_id}`,
          ),
          courseId: course.id,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Must be a Razorpay (order|pay) id/);
    }
    expect(await itemsNaming({ orderId: order.id, paymentId: hugeId('pay') })).toEqual([
      expect.objectContaining({ entity: 'order', status: 'created' }),
    ]);
    expect(await enrollmentsOf(student.user.id)).toHaveLength(0);
  });

  it('acknowledges a correctly signed webhook with 3,000-character ids as ignored, stores nothing, and the order stays payable', async () => {
    const { course, student, order } = await paidCourseAndOrder();
    const pay = paymentId();
    const payment = { id: pay, order_id: order.id, amount: order.amount };
    const malformed = [
      webhook('payment.captured', { ...payment, order_id: hugeId('order') }, 'evt_C1'),
      webhook('payment.captured', { ...payment, id: hugeId('pay') }, 'evt_C2'),
      webhook('order.paid', { ...payment, id: hugeId('pay') }, 'evt_C3'),
      webhook('payment.captured', payment, `evt_${'C'.repeat(2996)}`),
      webhook('payment.captured', payment, 'evt_C4#ORDER#x'),
    ];
    for (const res of await Promise.all(malformed)) {
      expect(res).toEqual({ status: 200, body: { status: 'ignored' } });
    }
    expect(await itemsNaming({ orderId: order.id, paymentId: pay })).toEqual([
      expect.objectContaining({ entity: 'order', status: 'created' }),
    ]);
    expect(await itemsNaming({ orderId: hugeId('order'), paymentId: hugeId('pay') })).toEqual([]);
    expect(await storedEnrollmentCount(course.id)).toBe(0);

    // The genuine event for the same payment still enrols.
    expect((await webhook('payment.captured', payment, 'evt_C5')).body).toEqual({ status: 'processed' });
    expect(await enrollmentsOf(student.user.id)).toHaveLength(1);
  });

  it('pays through the local test checkout: success enrols through the webhook; failure enrols nobody', async () => {
    const paid = await paidCourseAndOrder();
    const failed = await paidCourseAndOrder();
    const apiUrl = (await import('vitest')).inject('apiUrl');
    const success = await fetch(`${apiUrl}/razorpay/test-checkout/pay`, {
      method: 'POST',
      body: JSON.stringify({ order_id: paid.order.id, outcome: 'success' }),
    }).then((r) => r.json() as Promise<any>);
    expect(success.razorpay_signature).toBe(
      sign(localRazorpay.keySecret, `${paid.order.id}|${success.razorpay_payment_id}`),
    );
    const failure = await fetch(`${apiUrl}/razorpay/test-checkout/pay`, {
      method: 'POST',
      body: JSON.stringify({ order_id: failed.order.id, outcome: 'failure' }),
    }).then((r) => r.json() as Promise<any>);
    expect(failure.error.reason).toBe('payment_failed');
    for (let i = 0; i < 50 && (await enrollmentsOf(paid.student.user.id)).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await enrollmentsOf(paid.student.user.id)).toHaveLength(1);
    expect(await storedEnrollmentCount(paid.course.id)).toBe(1);
    await new Promise((r) => setTimeout(r, 800));
    expect(await enrollmentsOf(failed.student.user.id)).toHaveLength(0);
  });

  it('refuses orders for free courses and bad input', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id, price: 0 });
    const student = await newStudent();
    const free = await placeOrder(student.token, course.id);
    expect(free.status).toBe(400);
    const badVerify = await api('/api/payments/verify', {
      method: 'POST',
      token: student.token,
      body: {
        razorpay_order_id: 'x',
        razorpay_payment_id: 'y',
        razorpay_signature: 'z',
        courseId: course.id,
      },
    });
    expect(badVerify.status).toBe(400);
  });
});
