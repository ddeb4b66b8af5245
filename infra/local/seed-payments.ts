import { courseIdFor } from './seed-courses';
import { buyDemoCourse, demoBilling } from './seed-learners';

type Person = { id: string; name: string; email: string };

const DAY = 86_400_000;

/**
 * Issue 39's demo, through the same functions as the API: two codes (the demo instructor's launch offer on one
 * course, the admin's site-wide scholarship), purchases with them, one refund settled from request to Razorpay's
 * `refund.processed` (credit note, enrolment revoked, revenue net of it) and one waiting on the admin's payments
 * page. Every purchase's tax invoice is issued by the stream, as for any payment. A rerun changes nothing.
 */
export async function seedPayments(people: {
  admin: Person;
  instructor: Person;
  student3: Person;
  student2: Person;
  student4: Person;
}) {
  const { putCoupon } = await import('../../functions/src/coupons/repository');
  const { ConflictError } = await import('../../functions/src/lib/errors');
  const { getCourseRecord } = await import('../../functions/src/courses/repository');
  const { getEnrollment } = await import('../../functions/src/enrollments/repository');
  const { enrolWithFullDiscount, getOrder } = await import('../../functions/src/payments/repository');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');
  const { quoteWithCoupon } = await import('../../functions/src/coupons/service');
  const refunds = await import('../../functions/src/payments/refunds');

  const now = Date.now();
  // Whole days in India's time: from midnight 14 days ago to the end of the day 60 days on.
  const IST = 330 * 60_000;
  const todayIst = Math.floor((now + IST) / DAY) * DAY - IST;
  const launchCourse = (await getCourseRecord(courseIdFor('react-native-expo')))!.course;
  const coupons = [
    {
      code: 'LAUNCH25',
      courseId: launchCourse.id,
      courseTitle: launchCourse.title,
      ownerId: launchCourse.instructorId,
      kind: 'percent' as const,
      value: 25,
      maxRedemptions: 50,
      createdBy: { id: people.instructor.id, name: people.instructor.name },
    },
    {
      code: 'SCHOLAR100',
      courseId: null,
      courseTitle: null,
      ownerId: null,
      kind: 'percent' as const,
      value: 100,
      maxRedemptions: 5,
      createdBy: { id: people.admin.id, name: people.admin.name },
    },
  ];
  for (const c of coupons) {
    await putCoupon({
      ...c,
      startsAt: new Date(todayIst - 14 * DAY).toISOString(),
      endsAt: new Date(todayIst + 61 * DAY - 60_000).toISOString(),
      taken: 0,
      redeemed: 0,
      createdAt: new Date(todayIst - 14 * DAY).toISOString(),
    }).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }

  // The launch offer, paid (₹3,999 less 25 %), and the scholarship, a 100 % code: enrolled with nothing to pay.
  await buyDemoCourse(people.student4, launchCourse.id, 'Launch01', 'LAUNCH25');
  const sqlCourse = (await getCourseRecord(courseIdFor('sql-for-analysts')))!.course;
  if (!(await getEnrollment(people.student3.id, sqlCourse.id))) {
    const quote = await quoteWithCoupon({
      code: 'SCHOLAR100',
      course: sqlCourse,
      studentId: people.student3.id,
      now: new Date().toISOString(),
    });
    await enrolWithFullDiscount({
      student: people.student3,
      course: sqlCourse,
      quote,
      billing: demoBilling[people.student3.email]!,
      buyer: { name: people.student3.name, email: people.student3.email },
    });
    await afterEnrollment(people.student3.id, sqlCourse);
  }

  // A refund asked for, approved (Razorpay's refund as the local stand-in would number it) and settled.
  await buyDemoCourse(people.student2, courseIdFor('statistics-ab-testing'), 'Refund01');
  await settledRefund(
    people.student2,
    'order_SeedDemoRefund01',
    'The examples are too advanced for me right now.',
  );
  // A refund waiting for the admin's decision.
  await buyDemoCourse(people.student4, courseIdFor('power-bi-dashboards'), 'Refund02');
  await askRefund(
    people.student4,
    'order_SeedDemoRefund02',
    'I bought this by mistake: I meant the SQL course.',
  );

  async function askRefund(student: Person, orderId: string, reason: string) {
    const order = await getOrder(orderId);
    if (!order || order.refund) return order?.refund && (await refunds.getRefund(order.refund.id));
    return refunds.putRefundRequest(order, student, reason);
  }

  async function settledRefund(student: Person, orderId: string, reason: string) {
    const refund = await askRefund(student, orderId, reason);
    if (!refund) return;
    if (refund.status === 'requested')
      await refunds.approveRefund(
        refund,
        { id: people.admin.id, name: people.admin.name },
        'rfnd_SeedDemo01',
      );
    const approved = await refunds.getRefund(refund.id);
    if (approved?.status === 'approved') await refunds.settleRefund(approved, 'evt_SeedDemoRefund01');
  }
}
