import type { BillingDetails, PriceQuote, Refund, TaxDocumentRef } from '@academy/shared';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FULLY_REDEEMED, redemptionWrites } from '../coupons/service';
import {
  type CourseRecord,
  enrollmentCourseWrites,
  getCourseRecord,
  refreshCatalogRank,
} from '../courses/service';
import { type EnrollmentRecord, enrollmentWrites, getEnrollment } from '../enrollments/service';
import { db, tableName } from '../lib/clients';
import {
  cancellationReasons,
  conditionHeld,
  getItems,
  getOne,
  prefixValues,
  putNew,
  queryAll,
  queryPartitionPage,
  Redo,
  retryOnConflict,
  skBeginsWith,
  transact,
} from '../lib/db';
import { ConflictError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { notice, notificationWrites } from '../notifications/service';
import type { UserRecord } from '../users/service';
import { indexKeys, indexPartition, keys } from './keys';

export interface OrderRecord {
  orderId: string;
  studentId: string;
  courseId: string;
  /** Paise, from the course price (less a coupon's discount) when the order was made. */
  amount: number;
  currency: 'INR';
  receipt: string;
  /** `refunded`: an approved refund took the money back and the enrolment (issue 39). */
  status: 'created' | 'paid' | 'refund_due' | 'refunded';
  paymentId?: string;
  paidAt?: string;
  createdAt: string;
  /** Issue 39 on: the price, discount and code (orders made before it have none: the amount is the price). */
  quote?: PriceQuote;
  /** The buyer's details for the tax invoice (issue 39 on). */
  billing?: BillingDetails;
  buyer?: { name: string; email: string; phone?: string };
  courseTitle?: string;
  /** `coupon`: a 100 % code, nothing charged. */
  paidWith?: 'razorpay' | 'coupon';
  invoice?: TaxDocumentRef;
  creditNote?: TaxDocumentRef;
  refund?: Refund;
}

/** An order's price, also for orders made before quotes were kept. */
export const quoteOf = (order: OrderRecord): PriceQuote =>
  order.quote ?? { price: order.amount, discount: 0, amount: order.amount, couponCode: null };

/** An unpaid order is reused for this long (the checkout can be reopened without a new order). */
export const ORDER_REUSE_MS = 30 * 60 * 1000;
/** Unpaid orders disappear after a week (TTL); paid ones stay. */
const ORDER_TTL_S = 7 * 24 * 60 * 60;
/** Webhook event ids are remembered for a month: Razorpay retries for at most days. */
const WEBHOOK_TTL_S = 30 * 24 * 60 * 60;

const epochSeconds = (ms = Date.now()) => Math.floor(ms / 1000);

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Paise as the receipt writes them: ₹4,999, or ₹3,749.25 when there are paise. */
export const rupeesText = (paise: number) => rupees.format(paise / 100);

export const getOrder = (orderId: string) => getOne<OrderRecord>(keys.order(orderId));

/** AP27: the student's newest unpaid order for this course and amount, if recent enough to reuse. */
export async function findOpenOrder(
  studentId: string,
  courseId: string,
  amount: number,
  couponCode: string | null,
) {
  const partition = indexPartition.ordersByStudent(studentId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${skBeginsWith(partition.skAttribute, 'course')}`,
      ExpressionAttributeValues: { ':pk': partition.pk, ...prefixValues('course', `${courseId}#`) },
      ScanIndexForward: false,
      Limit: 5,
    }),
  );
  const since = Date.now() - ORDER_REUSE_MS;
  return (Items as OrderRecord[]).find(
    (o) =>
      o.status === 'created' &&
      o.amount === amount &&
      (o.quote?.couponCode ?? null) === couponCode &&
      Date.parse(o.createdAt) >= since,
  );
}

/** The buyer's details of a reused order, as this checkout gave them (the invoice is made from the order). */
export async function updateOrderBuyer(
  orderId: string,
  billing: BillingDetails,
  buyer: NonNullable<OrderRecord['buyer']>,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(orderId),
      UpdateExpression: 'SET billing = :billing, buyer = :buyer',
      ConditionExpression: '#status = :created',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':billing': billing, ':buyer': buyer, ':created': 'created' },
    }),
  );
}

export async function saveOrder(order: OrderRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.order(order.orderId),
        ...indexKeys.ordersByStudent(order.studentId, order.courseId, order.createdAt),
        entity: 'order',
        ...order,
        expiresAt: epochSeconds() + ORDER_TTL_S,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export type FulfilOutcome =
  | { kind: 'enrolled'; enrollment: EnrollmentRecord }
  | { kind: 'replay'; enrollment: EnrollmentRecord }
  | { kind: 'duplicate-event' }
  | { kind: 'already-enrolled'; enrollment: EnrollmentRecord };

/**
 * W7, exactly once whichever comes first, the checkout's verify or Razorpay's webhook, and however often
 * either is repeated: the order moves from created to paid, the payment is recorded under its Razorpay id,
 * and the student is enrolled and counted, all in one transaction. A repeat finds the order paid with the
 * same payment and answers the enrolment; a webhook event seen before is ignored. A student who was
 * enrolled meanwhile by another order gets no second enrolment: that order is marked refund_due.
 */
/** The business metrics of a fulfilment: money that arrived now (once per payment), and an enrolment it made. */
function counted(outcome: FulfilOutcome): FulfilOutcome {
  if (outcome.kind === 'enrolled' || outcome.kind === 'already-enrolled') countMetric('PaymentsCaptured');
  if (outcome.kind === 'enrolled') countMetric('EnrollmentsCreated');
  return outcome;
}

/** How often a payment is applied again after the course item failed its condition (it is read again first). */
const PRICE_RETRIES = 3;

export async function fulfilOrder(input: {
  order: OrderRecord;
  paymentId: string;
  student: Pick<UserRecord, 'id' | 'name' | 'email'>;
  course: CourseRecord;
  source: 'verify' | 'webhook';
  eventId?: string;
}): Promise<FulfilOutcome> {
  const { order, paymentId, student, source, eventId } = input;
  let { course } = input;
  const now = new Date().toISOString();
  const purchaseIndex = indexKeys.purchasesByStudent(order.studentId, now, order.orderId);
  const quote = quoteOf(order);
  const orderUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      UpdateExpression:
        'SET #status = :paid, paymentId = :pid, paidAt = :now, paidWith = :with, GSI2PK = :gpk, GSI2SK = :gsk REMOVE expiresAt',
      ConditionExpression: '#status = :created AND courseId = :cid AND studentId = :sid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':created': 'created',
        ':pid': paymentId,
        ':now': now,
        ':with': 'razorpay',
        ':gpk': purchaseIndex.GSI2PK,
        ':gsk': purchaseIndex.GSI2SK,
        ':cid': course.id,
        ':sid': student.id,
      },
    },
  };
  const paymentPut = putNew({
    ...keys.payment(paymentId),
    entity: 'payment',
    paymentId,
    orderId: order.orderId,
    studentId: student.id,
    courseId: course.id,
    amount: order.amount,
    currency: order.currency,
    source,
    capturedAt: now,
  });
  const eventPut = eventId
    ? [
        putNew({
          ...keys.webhookEvent(eventId),
          entity: 'webhookEvent',
          orderId: order.orderId,
          paymentId,
          receivedAt: now,
          expiresAt: epochSeconds() + WEBHOOK_TTL_S,
        }),
      ]
    : [];
  const eventIndex = eventId ? 2 : -1;
  const enrollmentIndex = eventId ? 3 : 2;
  const courseIndex = enrollmentIndex + 1;

  for (let attempt = 1; ; attempt++) {
    try {
      return counted(await fulfilOnce(course));
    } catch (error) {
      // The course item failed its condition (it went away, or changed under a retry): read it again. Revenue
      // counts the order's amount, what the student paid, whatever the course costs now.
      if (cancellationReasons(error)[courseIndex] !== 'ConditionalCheckFailed' || attempt >= PRICE_RETRIES)
        throw error;
      const fresh = await getCourseRecord(course.id);
      if (!fresh) throw new ConflictError(/*i18n*/ 'This course is no longer available');
      course = fresh.course;
    }
  }

  async function fulfilOnce(course: CourseRecord): Promise<FulfilOutcome> {
    try {
      const { record } = await retryOnConflict(async () => {
        const built = enrollmentWrites({
          student,
          course,
          via: 'payment',
          orderId: order.orderId,
          // The payment item's amount (paise) in rupees: revenue is Σ of the captured payments.
          courseWrites: enrollmentCourseWrites(course.id, { free: false, revenue: order.amount / 100 }),
        });
        const head = [orderUpdate, paymentPut, ...eventPut, ...built.writes];
        // The code's redemption is counted in this very transaction (issue 39), last so the indexes above hold.
        const coupon = quote.couponCode
          ? await redemptionWrites({
              code: quote.couponCode,
              student,
              course: { id: course.id, title: course.title },
              orderId: order.orderId,
              amount: order.amount,
              discount: quote.discount,
              at: now,
              enforceCap: false,
            })
          : undefined;
        try {
          await transact([...head, ...(coupon?.writes ?? [])]);
        } catch (error) {
          // Only the claim moved since it was read (a hold released, another checkout): read it again.
          const reasons = cancellationReasons(error);
          const failed = reasons.flatMap((r, i) => (r === 'ConditionalCheckFailed' ? [i] : []));
          if (coupon && failed.length === 1 && failed[0] === head.length + coupon.claimIndex)
            throw new Redo();
          throw error;
        }
        return built;
      });
      await refreshCatalogRank(course.id);
      return { kind: 'enrolled', enrollment: record };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons.length) throw error;
      if (reasons[eventIndex] === 'ConditionalCheckFailed') return { kind: 'duplicate-event' };
      const current = await getOrder(order.orderId);
      const enrollment = await getEnrollment(student.id, course.id);
      if (current?.status === 'paid' && current.paymentId === paymentId && enrollment) {
        if (eventId) await rememberEvent(eventId, order.orderId, paymentId);
        return { kind: 'replay', enrollment };
      }
      if (reasons[enrollmentIndex] === 'ConditionalCheckFailed' && enrollment) {
        await markRefundDue(order.orderId, paymentId);
        logger.warn('paid order for a student already enrolled: refund due', {
          orderId: order.orderId,
          paymentId,
        });
        if (eventId) await rememberEvent(eventId, order.orderId, paymentId);
        return { kind: 'already-enrolled', enrollment };
      }
      if (reasons[1] === 'ConditionalCheckFailed')
        throw new ConflictError(/*i18n*/ 'This payment has already been applied');
      if (reasons[0] === 'ConditionalCheckFailed')
        throw new ConflictError(/*i18n*/ 'This order has already been paid');
      throw error;
    }
  }
}

async function rememberEvent(eventId: string, orderId: string, paymentId: string) {
  await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.webhookEvent(eventId),
          entity: 'webhookEvent',
          orderId,
          paymentId,
          receivedAt: new Date().toISOString(),
          expiresAt: epochSeconds() + WEBHOOK_TTL_S,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

async function markRefundDue(orderId: string, paymentId: string) {
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression: 'SET #status = :due, paymentId = :pid REMOVE expiresAt',
        ConditionExpression: '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':due': 'refund_due', ':created': 'created', ':pid': paymentId },
      }),
    ),
  );
}

/**
 * W43: a 100 % code enrols without a payment, exactly once: the order (paid with the code, nothing charged), the
 * enrolment with the course's side, the student's receipt, and the code's redemption (its cap and window enforced)
 * in one transaction. The order's id derives from the student and course, so a repeat finds it taken.
 */
export async function enrolWithFullDiscount(input: {
  student: Pick<UserRecord, 'id' | 'name' | 'email'>;
  course: CourseRecord;
  quote: PriceQuote;
  billing: BillingDetails;
  buyer: NonNullable<OrderRecord['buyer']>;
}): Promise<EnrollmentRecord> {
  const { student, course, quote } = input;
  const code = quote.couponCode;
  if (!code || quote.amount !== 0) throw new Error('enrolWithFullDiscount needs a 100 % code');
  const orderId = `coupon_${derivedId(new Date(0), `${student.id}#${course.id}`)}`;
  try {
    const { record } = await retryOnConflict(async () => {
      const now = new Date().toISOString();
      const order: OrderRecord = {
        orderId,
        studentId: student.id,
        courseId: course.id,
        amount: 0,
        currency: 'INR',
        receipt: orderId,
        status: 'paid',
        paidAt: now,
        createdAt: now,
        quote,
        billing: input.billing,
        buyer: input.buyer,
        courseTitle: course.title,
        paidWith: 'coupon',
      };
      const built = enrollmentWrites({
        student,
        course,
        via: 'payment',
        orderId,
        courseWrites: enrollmentCourseWrites(course.id, { free: false, revenue: 0 }),
      });
      const head = [
        putNew({
          ...keys.order(orderId),
          ...indexKeys.ordersByStudent(student.id, course.id, now),
          ...indexKeys.purchasesByStudent(student.id, now, orderId),
          entity: 'order',
          ...order,
        }),
        ...built.writes,
        ...notificationWrites({
          id: derivedId(now, `enrollment-confirmed#${orderId}`),
          userId: student.id,
          type: 'enrollment',
          ...notice(
            /*i18n*/ 'Enrolment confirmed',
            /*i18n*/ 'You are enrolled in {course}. The code {code} took the whole price: there is nothing to pay.',
            { course: course.title, code },
          ),
          sourceId: course.id,
          createdAt: now,
        }),
      ];
      const coupon = await redemptionWrites({
        code,
        student,
        course: { id: course.id, title: course.title },
        orderId,
        amount: 0,
        discount: quote.discount,
        at: now,
        enforceCap: true,
      });
      try {
        await transact([...head, ...coupon.writes]);
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons[head.length + coupon.claimIndex] === 'ConditionalCheckFailed') throw new Redo();
        if (reasons[head.length + coupon.seatIndex] === 'ConditionalCheckFailed')
          throw new ConflictError(FULLY_REDEEMED);
        throw error;
      }
      return built;
    });
    countMetric('EnrollmentsCreated');
    await refreshCatalogRank(course.id);
    return record;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed' || reasons[1] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'You are already enrolled in this course');
    throw error;
  }
}

/** AP99: a student's paid orders, newest first, in bounded pages (one Query of GSI2). */
export const listPurchaseOrders = (studentId: string, limit: number, cursor?: string) =>
  queryPartitionPage<OrderRecord & Record<string, unknown>>(indexPartition.purchasesByStudent(studentId), {
    limit,
    cursor,
    descending: true,
  });

/** Several orders by id in one BatchGetItem (undefined for one that is gone), in the order asked. */
export const getOrders = async (orderIds: readonly string[]) =>
  (await getItems(orderIds.map((id) => keys.order(id)))) as (OrderRecord | undefined)[];

/**
 * Issue 41's export: every order the person made, paid or not (GSI1 `USER#<sid>#ORDERS`, the partition AP of
 * findOpenOrder, read to its end; bounded).
 */
export async function listAllStudentOrders(
  studentId: string,
): Promise<(OrderRecord & Record<string, unknown>)[]> {
  const partition = indexPartition.ordersByStudent(studentId);
  const { items, complete } = await queryAll<OrderRecord & Record<string, unknown>>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
    },
    { maxItems: 20_000 },
  );
  if (!complete) throw new Error('more orders than an export reads');
  return items;
}
