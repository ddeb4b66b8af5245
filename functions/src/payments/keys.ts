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
};

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  ordersByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#ORDERS`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP27, GSI1: a student's orders, grouped by course then by time (find an open order to reuse). */
  ordersByStudent: (studentId: string, courseId: string, createdAt: string) =>
    p.ordersByStudent(studentId).key(`${courseId}#${isoUtc(createdAt)}`),
};
