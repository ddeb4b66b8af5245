import { formatPaise, type Refund, type RefundStatus } from '@academy/shared';
import { PURCHASES_SOURCE } from '@academy/shared/features/notifications/target';
import { ulid } from 'ulid';
import { refreshCatalogRank, refundCourseWrites } from '../courses/service';
import { revokeEnrollmentWrites } from '../enrollments';
import { tableName } from '../lib/clients';
import {
  cancellationReasons,
  getOne,
  putNew,
  queryPartitionPage,
  type TransactItem,
  transact,
} from '../lib/db';
import { ConflictError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { documentRef, issueDocument } from './documents';
import { indexKeys, indexPartition, keys } from './keys';
import type { RefundRecord, TaxDocumentRecord } from './model';
import { getOrder, type OrderRecord } from './repository';
import { seller } from './seller-settings';

/** Webhook event ids are remembered for a month, as the payment events' are. */
const EVENT_TTL_S = 30 * 24 * 60 * 60;

export const getRefund = (id: string) => getOne<RefundRecord>(keys.refund(id));

/** What the order and the API show of a refund. */
export const toRefund = (r: RefundRecord): Refund => ({
  _id: r.id,
  id: r.id,
  orderId: r.orderId,
  amount: Number(r.amount),
  status: r.status,
  reason: r.reason,
  requestedAt: r.requestedAt,
  ...(r.decidedAt ? { decidedAt: r.decidedAt } : {}),
  ...(r.decisionReason ? { decisionReason: r.decisionReason } : {}),
  ...(r.processedAt ? { processedAt: r.processedAt } : {}),
});

/** The refund's index keys for its status (AP101): a change of status moves it to that partition. */
const statusIndex = (status: RefundStatus, r: Pick<RefundRecord, 'requestedAt' | 'id'>) =>
  indexKeys.refundsByStatus(status, r.requestedAt, r.id);

/** The end of an order's refund window (the stage's setting, in days from the payment). */
export const refundableUntil = (order: Pick<OrderRecord, 'paidAt'>): string | undefined =>
  order.paidAt
    ? new Date(Date.parse(order.paidAt) + seller().refundWindowDays * 86_400_000).toISOString()
    : undefined;

/**
 * W46: a student's refund request of their paid order: the request, and the order marked with it on the condition
 * that it is still paid and has none, in one transaction (a second request, or a race of two, finds it taken).
 */
export async function putRefundRequest(
  order: OrderRecord,
  student: { id: string; name: string; email: string },
  reason: string,
): Promise<RefundRecord> {
  const now = new Date().toISOString();
  const record: RefundRecord = {
    id: ulid(),
    orderId: order.orderId,
    paymentId: order.paymentId ?? '',
    studentId: student.id,
    student: { name: student.name, email: student.email },
    course: { id: order.courseId, title: order.courseTitle ?? '' },
    amount: order.amount,
    status: 'requested',
    reason,
    requestedAt: now,
    ...(order.invoice ? { invoiceNumber: order.invoice.number } : {}),
  };
  try {
    await transact([
      putNew({
        ...keys.refund(record.id),
        ...statusIndex('requested', record),
        ...indexKeys.allRefunds(record.requestedAt, record.id),
        entity: 'refund',
        ...record,
      }),
      orderRefundUpdate(order.orderId, record, {
        condition: '#status = :paid AND attribute_not_exists(refund) AND studentId = :sid',
        values: { ':paid': 'paid', ':sid': student.id },
      }),
    ]);
  } catch (error) {
    if (cancellationReasons(error)[1] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'A refund has already been asked for this purchase');
    throw error;
  }
  return record;
}

/** The order's copy of its refund (My purchases reads orders alone), with `extra` set beside it. */
function orderRefundUpdate(
  orderId: string,
  refund: RefundRecord,
  options: { condition?: string; values?: Record<string, unknown>; set?: string } = {},
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(orderId),
      UpdateExpression: `SET refund = :refund${options.set ? `, ${options.set}` : ''}`,
      ConditionExpression: options.condition ?? 'attribute_exists(PK)',
      ...(options.condition?.includes('#status') || options.set?.includes('#status')
        ? { ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ExpressionAttributeValues: { ':refund': toRefund(refund), ...options.values },
    },
  };
}

/** A refund's change of status, on the condition it is still `from`: its index moves with it. */
function refundUpdate(refund: RefundRecord, from: RefundStatus): TransactItem {
  const { id, status, ...rest } = refund;
  const fields = Object.entries({ ...rest, ...statusIndex(status, refund) }).filter(
    ([name]) => !['PK', 'SK', 'requestedAt', 'studentId', 'orderId'].includes(name),
  );
  return {
    Update: {
      TableName: tableName(),
      Key: keys.refund(id),
      UpdateExpression: `SET #status = :status, ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...Object.fromEntries(fields.map(([name]) => [`#${name}`, name])),
      },
      ExpressionAttributeValues: {
        ':status': status,
        ':from': from,
        ...Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])),
      },
    },
  };
}

const rupees = (paise: number) => `INR ${formatPaise(paise)}`;

/**
 * The student told of their refund's new status (`said`) on My purchases; the notification's id is derived from the
 * status and the refund (`refund-<status>#<id>`), so a retried write is the same notification.
 */
const refundNoticeWrites = (refund: RefundRecord, now: string, said: ReturnType<typeof notice>) =>
  notificationWrites({
    id: derivedId(now, `refund-${refund.status}#${refund.id}`),
    userId: refund.studentId,
    type: 'enrollment',
    ...said,
    sourceId: PURCHASES_SOURCE,
    createdAt: now,
  });

/** W47: a declined request, with the admin's reason, and the student told. */
export async function declineRefund(
  refund: RefundRecord,
  admin: { id: string; name: string },
  reason: string,
  /** Items for the same transaction (the audit entry). */
  alongside: TransactItem[] = [],
): Promise<RefundRecord> {
  const now = new Date().toISOString();
  const declined: RefundRecord = {
    ...refund,
    status: 'declined',
    decidedAt: now,
    decidedBy: admin,
    decisionReason: reason,
  };
  try {
    await transact([
      refundUpdate(declined, 'requested'),
      orderRefundUpdate(refund.orderId, declined),
      ...refundNoticeWrites(
        declined,
        now,
        notice(
          /*i18n*/ 'Refund declined',
          /*i18n*/ 'Your refund request for {course} was declined: {reason}',
          {
            course: refund.course.title,
            reason,
          },
        ),
      ),
      ...alongside,
    ]);
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'This refund has already been decided');
    throw error;
  }
  return declined;
}

/**
 * W48: an approved refund, once Razorpay has accepted it (`razorpayRefundId`): the credit note (the next number of
 * the year's credit-note series, reversing the invoice), the request approved, the order refunded, the enrolment
 * revoked with the course's counters and the revenue lessened, and the student told, in one transaction on the
 * condition the request is still `requested`. Undefined when another call approved it first (a retried approval,
 * or the webhook finishing an approval whose transaction failed).
 */
export async function approveRefund(
  refund: RefundRecord,
  decidedBy: { id: string; name: string } | undefined,
  razorpayRefundId: string,
  note?: string,
  /** Items for the same transaction, given the approved refund (the audit entry of an admin's approval). */
  alongside?: (approved: RefundRecord) => TransactItem[],
): Promise<RefundRecord | undefined> {
  const order = await getOrder(refund.orderId);
  if (!order) throw new Error(`refund ${refund.id} names no order`);
  const invoice = order.invoice;
  const revoke = await revokeEnrollmentWrites(refund.studentId, order.courseId, order.orderId);
  let approved: RefundRecord | undefined;
  const doc = await issueDocument(
    {
      kind: 'credit-note',
      order,
      paymentId: refund.paymentId,
      person: refund.student,
      totalPaise: refund.amount,
      ...(invoice
        ? { originalInvoice: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt } }
        : {}),
      reason: 'Refund of the course fee within the refund window',
    },
    (doc: TaxDocumentRecord) => {
      const now = doc.issuedAt;
      approved = {
        ...refund,
        status: 'approved',
        decidedAt: now,
        ...(decidedBy ? { decidedBy } : {}),
        ...(note ? { decisionReason: note } : {}),
        razorpayRefundId,
        creditNote: documentRef(doc),
      };
      return [
        refundUpdate(approved, 'requested'),
        orderRefundUpdate(order.orderId, approved, {
          set: '#status = :refunded, creditNote = :note',
          values: { ':refunded': 'refunded', ':note': documentRef(doc) },
        }),
        ...revoke,
        ...refundCourseWrites(order.courseId, refund.amount / 100),
        ...refundNoticeWrites(
          approved,
          now,
          notice(
            /*i18n*/ 'Refund approved',
            /*i18n*/ 'Your refund of {amount} for {course} is on its way to your original payment method. Credit note {number} is on My purchases.',
            { amount: rupees(refund.amount), course: refund.course.title, number: doc.number },
          ),
        ),
        ...(alongside?.(approved) ?? []),
      ];
    },
  );
  if (!doc) return undefined;
  await refreshCatalogRank(order.courseId);
  return approved;
}

/**
 * W49: Razorpay's `refund.processed`, exactly once: the event remembered, the request `processed`, the order's copy
 * with it, and the student told, in one transaction on the condition it was `approved` (a replay, or a second
 * event for the same refund, changes nothing).
 */
export async function settleRefund(
  refund: RefundRecord,
  eventId: string,
): Promise<'processed' | 'duplicate'> {
  const now = new Date().toISOString();
  const processed: RefundRecord = { ...refund, status: 'processed', processedAt: now };
  try {
    await transact([
      putNew({
        ...keys.webhookEvent(eventId),
        entity: 'webhookEvent',
        refundId: refund.id,
        receivedAt: now,
        expiresAt: Math.floor(Date.now() / 1000) + EVENT_TTL_S,
      }),
      refundUpdate(processed, 'approved'),
      orderRefundUpdate(refund.orderId, processed),
      ...refundNoticeWrites(
        processed,
        now,
        notice(
          /*i18n*/ 'Refund processed',
          /*i18n*/ 'Razorpay has sent your refund of {amount} for {course}. Banks usually show it within 5 to 7 working days.',
          { amount: rupees(refund.amount), course: refund.course.title },
        ),
      ),
    ]);
    return 'processed';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed' || reasons[1] === 'ConditionalCheckFailed')
      return 'duplicate';
    throw error;
  }
}

/** AP101: refunds newest first, of one status or all. */
export const listRefundRecords = (status: RefundStatus | undefined, limit: number, cursor?: string) =>
  queryPartitionPage<RefundRecord & Record<string, unknown>>(
    status ? indexPartition.refundsByStatus(status) : indexPartition.allRefunds(),
    { limit, cursor, descending: true },
  );
