import { formatPaise } from '@academy/shared';
import { PURCHASES_SOURCE } from '@academy/shared/features/notifications/target';
import { tableName } from '../lib/clients';
import { getOne, type TransactItem } from '../lib/db';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { notificationWrites } from '../notifications/service';
import { documentRef, issueDocument } from './documents';
import { keys } from './keys';
import type { TaxDocumentRecord } from './model';
import { getOrder, type OrderRecord, quoteOf } from './repository';
import { seller } from './seller-settings';

interface PaymentItem {
  paymentId: string;
  orderId: string;
  studentId: string;
  courseId: string;
  amount: number;
  invoiceId?: string;
}

/**
 * W44: the tax invoice of one captured payment, issued once however often it is asked for (the stream delivers a
 * payment's INSERT at least once): the next number of the year's invoice series, the invoice, the payment and the
 * order marked with it, and the student told, in one transaction whose condition is "this payment has no invoice
 * yet". Orders made before buyers' details were asked for are invoiced to the seller's own state.
 */
export async function issueInvoiceForPayment(paymentId: string): Promise<TaxDocumentRecord | undefined> {
  const payment = await getOne<PaymentItem>(keys.payment(paymentId));
  if (!payment || payment.invoiceId) return undefined;
  const order = await getOrder(payment.orderId);
  if (!order) {
    logger.warn('payment without its order: no invoice', { paymentId });
    return undefined;
  }
  const quote = quoteOf(order);
  const doc = await issueDocument(
    {
      kind: 'invoice',
      orderId: order.orderId,
      paymentId,
      studentId: order.studentId,
      buyer: buyerOf(order),
      item: {
        courseId: order.courseId,
        description: order.courseTitle ?? 'Online course',
        listPrice: quote.price,
        discount: quote.discount,
        ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
      },
      totalPaise: payment.amount,
    },
    (doc) => invoiceWrites(doc, order),
    { alreadyDone: (reasons, offset) => reasons[offset] === 'ConditionalCheckFailed' },
  );
  return doc;
}

const buyerOf = (order: OrderRecord) => ({
  name: order.buyer?.name ?? '',
  email: order.buyer?.email ?? '',
  state: order.billing?.state ?? seller().state,
  ...(order.billing?.gstin ? { gstin: order.billing.gstin } : {}),
  ...(order.billing?.businessName ? { businessName: order.billing.businessName } : {}),
});

/** The payment (its condition: no invoice yet), the order, and the student's notification. */
function invoiceWrites(doc: TaxDocumentRecord, order: OrderRecord): TransactItem[] {
  const ref = documentRef(doc);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.payment(doc.paymentId),
        UpdateExpression: 'SET invoiceId = :id, invoiceNumber = :number',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(invoiceId)',
        ExpressionAttributeValues: { ':id': doc.id, ':number': doc.number },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(order.orderId),
        UpdateExpression: 'SET invoice = :ref',
        ExpressionAttributeValues: { ':ref': ref },
      },
    },
    ...notificationWrites({
      id: derivedId(doc.issuedAt, `invoice#${doc.paymentId}`),
      userId: order.studentId,
      type: 'enrollment',
      title: 'Your tax invoice',
      message: `Tax invoice ${doc.number} for ${doc.item.description} (INR ${formatPaise(doc.tax.total)}, GST included) is ready to download from My purchases.`,
      sourceId: PURCHASES_SOURCE,
      createdAt: doc.issuedAt,
    }),
  ];
}
