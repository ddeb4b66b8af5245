import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The payments feature's items: orders, captured payments and processed webhook events, and a student's orders'
 * index keys: their keys, beside the access patterns that use them (docs/data-model.md, "APn"). Only this
 * feature builds them; another feature that reads or writes one of these items in its own request asks this
 * feature's service for the piece (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose
 * test proves them unique.
 */
export const keys = {
  /** A Razorpay order, keyed by Razorpay's order id (AP27-30). */
  order: (orderId: string) => ({ PK: `${prefix.order}${orderId}`, SK: 'ORDER' }),
  /** A captured payment, keyed by Razorpay's payment id: a payment is applied once (AP28-29). */
  payment: (paymentId: string) => ({ PK: `${prefix.payment}${paymentId}`, SK: 'PAYMENT' }),
  /** A processed webhook event id, with TTL (AP29). */
  webhookEvent: (eventId: string) => ({ PK: `${prefix.webhookEvent}${eventId}`, SK: 'EVENT' }),
  /** A tax invoice or credit note by its id (AP98). */
  taxDocument: (id: string) => ({ PK: `${prefix.taxDocument}${id}`, SK: 'DOCUMENT' }),
  /** The last number of a series (`invoice` or `credit-note`) in a financial year (`2627`): W39's counter. */
  documentSeries: (kind: string, year: string) => ({
    PK: `${prefix.documentSeries}${kind}#${year}`,
    SK: 'SERIES',
  }),
  /** One order's refund request (AP100). */
  refund: (id: string) => ({ PK: `${prefix.refund}${id}`, SK: 'REFUND' }),
};

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  ordersByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#ORDERS`),
  /** AP99: a student's paid orders, newest first (GSI2; set when the order is paid). */
  purchasesByStudent: (studentId: string) => on('GSI2', `${prefix.user}${studentId}#PURCHASES`),
  /** AP101: refunds by status, newest first (GSI1), and every refund (GSI2). */
  refundsByStatus: (status: string) => on('GSI1', `${prefix.refunds}${status}`),
  allRefunds: () => on('GSI2', `${prefix.refunds}ALL`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP27, GSI1: a student's orders, grouped by course then by time (find an open order to reuse). */
  ordersByStudent: (studentId: string, courseId: string, createdAt: string) =>
    p.ordersByStudent(studentId).key(`${courseId}#${isoUtc(createdAt)}`),
  purchasesByStudent: (studentId: string, paidAt: string, orderId: string) =>
    p.purchasesByStudent(studentId).key(`${isoUtc(paidAt)}#${orderId}`),
  refundsByStatus: (status: string, requestedAt: string, id: string) =>
    p.refundsByStatus(status).key(`${isoUtc(requestedAt)}#${id}`),
  allRefunds: (requestedAt: string, id: string) => p.allRefunds().key(`${isoUtc(requestedAt)}#${id}`),
};
