import { beforeAll, describe, expect, it } from 'vitest';
import { api, newInstructor, newStudent, type Session, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { storedEnrollmentCount, storedItem, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { placeOrder, verifyPayment } from '../support/payments';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');

let n = 0;
const uniqueCode = (label: string) => `${label}${Date.now().toString(36).toUpperCase()}${n++}`.slice(0, 20);
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('coupons', () => {
  let instructor: Session;
  let otherInstructor: Session;
  let admin: Session;
  beforeAll(async () => {
    [instructor, admin] = await Promise.all([
      signIn('instructor@demo.academy'),
      signIn('admin@demo.academy'),
    ]);
    otherInstructor = await newInstructor(admin.token, 'Other Coupon Instructor');
  });

  const paidCourse = (price: number) => storedCourse({ instructorId: instructor.user.id, price });

  async function createCoupon(token: string, body: Record<string, unknown>) {
    return api('/api/coupons', {
      method: 'POST',
      token,
      body: { startsAt: hourAgo(), endsAt: inAWeek(), maxRedemptions: 100, ...body },
    });
  }

  it('lets an instructor make codes for their own courses only, and admins for any course or all', async () => {
    const course = await paidCourse(1000);
    const own = await createCoupon(instructor.token, {
      code: uniqueCode('OWN'),
      courseId: course.id,
      kind: 'percent',
      value: 20,
    });
    expect(own.status).toBe(201);
    expect(own.body.coupon).toMatchObject({ course: { _id: course.id }, redeemed: 0, held: 0 });
    const taken = await createCoupon(instructor.token, {
      code: own.body.coupon.code.toLowerCase(),
      courseId: course.id,
      kind: 'flat',
      value: 100,
    });
    expect(taken.status).toBe(409);
    const notTheirs = await createCoupon(otherInstructor.token, {
      code: uniqueCode('OTHER'),
      courseId: course.id,
      kind: 'percent',
      value: 10,
    });
    expect(notTheirs.status).toBe(403);
    const siteWide = await createCoupon(instructor.token, {
      code: uniqueCode('ALL'),
      courseId: null,
      kind: 'percent',
      value: 10,
    });
    expect(siteWide.status).toBe(403);
    expect(
      (
        await createCoupon(admin.token, {
          code: uniqueCode('SITE'),
          courseId: null,
          kind: 'percent',
          value: 10,
        })
      ).status,
    ).toBe(201);
    const badPercent = await createCoupon(admin.token, {
      code: uniqueCode('BAD'),
      courseId: null,
      kind: 'percent',
      value: 101,
    });
    expect(badPercent.status).toBe(400);
    // The maker sees it; another instructor does not.
    expect((await api(`/api/coupons/${own.body.coupon.code}`, { token: instructor.token })).status).toBe(200);
    expect((await api(`/api/coupons/${own.body.coupon.code}`, { token: otherInstructor.token })).status).toBe(
      403,
    );
    const mine = await api('/api/coupons', { token: otherInstructor.token });
    expect(mine.body.coupons.some((c: any) => c.code === own.body.coupon.code)).toBe(false);
  });

  it('quotes and charges the discounted price (recomputed by the server), and refuses codes that do not apply', async () => {
    const course = await paidCourse(4999);
    const elsewhere = await paidCourse(999);
    const code = uniqueCode('LAUNCH');
    await createCoupon(instructor.token, { code, courseId: course.id, kind: 'percent', value: 15 });
    const student = await newStudent();
    const quote = await api('/api/coupons/quote', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, code: code.toLowerCase() },
    });
    expect(quote.body.quote).toEqual({ price: 499_900, discount: 74_985, amount: 424_915, couponCode: code });
    const wrongCourse = await api('/api/coupons/quote', {
      method: 'POST',
      token: student.token,
      body: { courseId: elsewhere.id, code },
    });
    expect(wrongCourse).toMatchObject({
      status: 400,
      body: { message: 'This code is not valid for this course' },
    });
    const unknown = await api('/api/coupons/quote', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, code: 'NOSUCHCODE' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'This code is not valid' } });

    const order = await placeOrder(student.token, course.id, { couponCode: code });
    expect(order.status).toBe(201);
    expect(order.body.order.amount).toBe(424_915);
    await verifyPayment(student.token, order.body.order.id, `pay_Cpn${Date.now().toString(36)}`, course.id);
    const coupon = await api(`/api/coupons/${code}`, { token: instructor.token });
    expect(coupon.body.coupon).toMatchObject({ redeemed: 1, held: 0 });
    expect(coupon.body.redemptions[0]).toMatchObject({
      student: { _id: student.user.id },
      amount: 424_915,
      discount: 74_985,
    });
    // Once per person.
    const second = await paidCourse(4999);
    await createCoupon(admin.token, {
      code: `${code.slice(0, 17)}X2`,
      courseId: null,
      kind: 'flat',
      value: 1,
    });
    const reuse = await api('/api/coupons/quote', {
      method: 'POST',
      token: student.token,
      body: { courseId: second.id, code },
    });
    expect(reuse.status).toBe(400);
    // Out of its window.
    const expired = uniqueCode('OLD');
    await createCoupon(instructor.token, {
      code: expired,
      courseId: course.id,
      kind: 'flat',
      value: 100,
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: hourAgo(),
    });
    const late = await api('/api/coupons/quote', {
      method: 'POST',
      token: (await newStudent()).token,
      body: { courseId: course.id, code: expired },
    });
    expect(late).toMatchObject({ status: 400, body: { message: 'This code has expired' } });
  });

  it('hands out exactly the seats left: 50 checkouts at once for a code with 10 left', async () => {
    const course = await paidCourse(2000);
    const code = uniqueCode('TEN');
    await createCoupon(instructor.token, {
      code,
      courseId: course.id,
      kind: 'flat',
      value: 500,
      maxRedemptions: 10,
    });
    const students = await Promise.all(Array.from({ length: 50 }, (_, i) => newStudent(`Race ${i}`)));
    const orders = await Promise.all(
      students.map((s) => placeOrder(s.token, course.id, { couponCode: code })),
    );
    const won = orders.filter((o) => o.status === 201);
    const lost = orders.filter((o) => o.status !== 201);
    expect(won).toHaveLength(10);
    expect(
      lost.every((o) => o.status === 409 && o.body.message === 'This code has been fully redeemed'),
    ).toBe(true);
    expect(won.every((o) => o.body.order.amount === 150_000)).toBe(true);
    // The ten pay: ten enrolments at the discounted price, the code fully redeemed.
    await Promise.all(
      won.map((o, i) => {
        const student = students[orders.indexOf(o)]!;
        return verifyPayment(
          student.token,
          o.body.order.id,
          `pay_Ten${Date.now().toString(36)}${i}`,
          course.id,
        );
      }),
    );
    await eventsSettled();
    expect(await storedEnrollmentCount(course.id)).toBe(10);
    const coupon = await storedItem(keys.coupon(code));
    expect(coupon).toMatchObject({ taken: 10, redeemed: 10, maxRedemptions: 10 });
  });

  it('enrols at once with a 100 % code, exactly once, with no payment and no invoice', async () => {
    const course = await paidCourse(3999);
    const code = uniqueCode('FREE');
    await createCoupon(instructor.token, {
      code,
      courseId: course.id,
      kind: 'percent',
      value: 100,
      maxRedemptions: 5,
    });
    const student = await newStudent();
    const [a, b] = await Promise.all([
      placeOrder(student.token, course.id, { couponCode: code }),
      placeOrder(student.token, course.id, { couponCode: code }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const enrolled = a.status === 201 ? a : b;
    expect(enrolled.body).toMatchObject({
      kind: 'enrolled',
      quote: { amount: 0, discount: 399_900 },
      enrollment: { course: { _id: course.id } },
    });
    expect(await storedEnrollmentCount(course.id)).toBe(1);
    expect(await storedItem(keys.coupon(code))).toMatchObject({ taken: 1, redeemed: 1 });
    await eventsSettled();
    const purchases = (await api('/api/payments/purchases', { token: student.token })).body
      .purchases as any[];
    expect(purchases.find((p) => p.course._id === course.id)).toMatchObject({
      paidWith: 'coupon',
      invoice: null,
      refundableUntil: null,
      quote: { amount: 0, couponCode: code },
    });
  });
});
