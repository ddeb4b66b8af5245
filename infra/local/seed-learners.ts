import type { BillingDetails } from '@academy/shared';
import { courseIdFor } from './seed-courses';

type Person = { id: string; name: string; email: string };

/**
 * What the other three demo students took, and how every demo student rated their courses. Every course figure
 * the screens show comes from these items: enrolment counts are the enrolment items (free ones through the free
 * enrolment, paid ones through an order and its captured payment, exactly as the API does), revenue is the sum of
 * those payments, and each course's rating is the mean of the ratings stored on its students' enrolments. No
 * figure is typed in: the seeded courses start at zero learners and no ratings.
 */
const enrollments: { student: 'student2' | 'student3' | 'student4'; slug: string }[] = [
  { student: 'student2', slug: 'python-data-analysis' },
  { student: 'student2', slug: 'sql-for-analysts' },
  { student: 'student2', slug: 'linux-git-essentials' },
  { student: 'student3', slug: 'react-typescript-production-apps' },
  { student: 'student3', slug: 'generative-ai-for-everyone' },
  { student: 'student3', slug: 'python-data-analysis' },
  { student: 'student4', slug: 'cyber-security-fundamentals' },
  { student: 'student4', slug: 'flutter-first-app' },
  { student: 'student4', slug: 'linux-git-essentials' },
];

/** Stars each demo student gave a course they are enrolled in (the demo student leaves their paid course unrated). */
const ratings: { student: 'student' | 'student2' | 'student3' | 'student4'; slug: string; stars: number }[] =
  [
    { student: 'student', slug: 'web-foundations-html-css-js', stars: 5 },
    { student: 'student2', slug: 'web-foundations-html-css-js', stars: 4 },
    { student: 'student3', slug: 'web-foundations-html-css-js', stars: 5 },
    { student: 'student4', slug: 'web-foundations-html-css-js', stars: 4 },
    { student: 'student', slug: 'python-data-analysis', stars: 4 },
    { student: 'student2', slug: 'python-data-analysis', stars: 5 },
    { student: 'student2', slug: 'sql-for-analysts', stars: 4 },
    { student: 'student2', slug: 'linux-git-essentials', stars: 5 },
    { student: 'student3', slug: 'react-typescript-production-apps', stars: 5 },
    { student: 'student3', slug: 'generative-ai-for-everyone', stars: 4 },
    { student: 'student4', slug: 'cyber-security-fundamentals', stars: 5 },
    { student: 'student4', slug: 'flutter-first-app', stars: 4 },
    { student: 'student4', slug: 'linux-git-essentials', stars: 4 },
  ];

/**
 * Where each demo student buys from (the place of supply on their tax invoices): the demo student in the seller's
 * own state (CGST + SGST), the others in other states (IGST), one of them a business with a GSTIN (a B2B invoice).
 */
export const demoBilling: Record<string, BillingDetails> = {
  'student@demo.academy': { state: '29' },
  'student2@demo.academy': { state: '07' },
  'student3@demo.academy': {
    state: '36',
    gstin: '36AAKCS4821M1ZX',
    businessName: 'Reddy Learning Consultants LLP',
  },
  'student4@demo.academy': { state: '33' },
};

/**
 * A paid enrolment as the API makes one: an order at the course's price (less a code's discount), with the
 * buyer's details, paid with a seed payment and fulfilled by the same code as a verified payment (order paid,
 * payment item, enrolment, counters, the code's redemption, in one transaction); the stream then issues its tax
 * invoice as for any payment. Skipped when the order was paid (or refunded) already, so a rerun creates no second
 * order or payment.
 */
export async function buyDemoCourse(
  student: Person,
  courseId: string,
  tag: string,
  couponCode?: string,
): Promise<void> {
  const { getCourseRecord } = await import('../../functions/src/courses/repository');
  const { getEnrollment } = await import('../../functions/src/enrollments/repository');
  const { fulfilOrder, getOrder, saveOrder } = await import('../../functions/src/payments/repository');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');
  const { quoteWithCoupon } = await import('../../functions/src/coupons/service');
  const found = (await getCourseRecord(courseId))!;
  const orderId = `order_SeedDemo${tag}`;
  const existing = await getOrder(orderId);
  if (existing?.status === 'refunded') return;
  if (await getEnrollment(student.id, courseId)) return afterEnrollment(student.id, found.course);
  const now = new Date().toISOString();
  const price = found.course.price * 100;
  const quote = couponCode
    ? await quoteWithCoupon({ code: couponCode, course: found.course, studentId: student.id, now })
    : { price, discount: 0, amount: price, couponCode: null };
  const order = existing ?? {
    orderId,
    studentId: student.id,
    courseId,
    amount: quote.amount,
    currency: 'INR' as const,
    receipt: `rcpt_seed_demo_${tag.toLowerCase()}`,
    status: 'created' as const,
    createdAt: now,
    quote,
    billing: demoBilling[student.email] ?? { state: '29' },
    buyer: { name: student.name, email: student.email },
    courseTitle: found.course.title,
  };
  if (order.status !== 'created') return afterEnrollment(student.id, found.course);
  await saveOrder(order).catch(() => undefined);
  await fulfilOrder({
    order,
    paymentId: `pay_SeedDemo${tag}`,
    student,
    course: found.course,
    source: 'verify',
  });
  await afterEnrollment(student.id, found.course);
}

/** The demo enrolments and ratings above, through the same functions as the API; a rerun changes nothing. */
export async function seedLearners(
  students: Record<'student' | 'student2' | 'student3' | 'student4', Person>,
) {
  const { getCourseRecord, rateCourse } = await import('../../functions/src/courses/repository');
  const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');
  for (const [i, e] of enrollments.entries()) {
    const courseId = courseIdFor(e.slug);
    const { course } = (await getCourseRecord(courseId))!;
    if (course.price === 0) {
      await enrollFree(students[e.student], course);
      await afterEnrollment(students[e.student].id, course);
    } else await buyDemoCourse(students[e.student], courseId, `Learner${String(i + 1).padStart(2, '0')}`);
  }
  // The same stars again write nothing (W29), so this is safe on every start.
  for (const r of ratings) await rateCourse(students[r.student].id, courseIdFor(r.slug), r.stars);
}
