import { PURCHASES_SOURCE } from '@academy/shared/features/notifications/target';
import { tableName } from '../lib/clients';
import { getOne, type TransactItem } from '../lib/db';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { type NewNotification, notice, notify } from '../notifications/service';
import { ensureDocumentPdf, fileNameOf } from './document-storage';
import { documentRef, getTaxDocumentRecord, issueDocument } from './documents';
import { keys } from './keys';
import type { TaxDocumentRecord } from './model';
import { getOrder, type OrderRecord, rupeesText } from './repository';

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
 * payment's INSERT at least once): the next number of the year's invoice series, the invoice, and the payment and
 * the order marked with it, in one transaction whose condition is "this payment has no invoice yet". Then its PDF
 * is stored and the student told, the mail carrying the PDF (both idempotent: the PDF is drawn from the record, the
 * notification's id derives from the payment), also when a repeat finds the invoice issued, so a failure between
 * the steps is finished by the stream's retry.
 */
export async function issueInvoiceForPayment(paymentId: string): Promise<TaxDocumentRecord | undefined> {
  const payment = await getOne<PaymentItem>(keys.payment(paymentId));
  if (!payment) return undefined;
  const doc = payment.invoiceId ? await getTaxDocumentRecord(payment.invoiceId) : await issueInvoice(payment);
  if (!doc) return undefined;
  await ensureDocumentPdf(doc);
  await notify(await receiptOf(doc));
  return doc;
}

/**
 * The student's receipt (W7's "Enrolment confirmed", issue 37 mails it) with the tax invoice attached: the course,
 * the amount, the order and the invoice's number. Its id derives from the order and the payment time, as when the
 * payment's transaction wrote it, so it sorts where the payment happened and is written once. A payment for a course
 * the student was enrolled in already (the order is `refund_due`) is acknowledged as such.
 */
async function receiptOf(doc: TaxDocumentRecord): Promise<NewNotification> {
  const order = await getOrder(doc.orderId);
  const paidAt = order?.paidAt ?? doc.issuedAt;
  const amount = rupeesText(doc.tax.total);
  const attachment = {
    store: 'invoices' as const,
    key: doc.pdfKey,
    fileName: fileNameOf(doc),
    contentType: 'application/pdf',
  };
  const common = { userId: doc.studentId, type: 'enrollment' as const, createdAt: paidAt, attachment };
  const words = { amount, course: doc.item.description, order: doc.orderId, number: doc.number };
  if (order?.status === 'refund_due')
    return {
      ...common,
      id: derivedId(paidAt, `payment-received#${doc.orderId}`),
      ...notice(
        /*i18n*/ 'Payment received',
        /*i18n*/ 'We received your payment of {amount} for {course} (order {order}), but you were already enrolled in it: this payment will be refunded. Its tax invoice {number} is attached.',
        words,
      ),
      sourceId: PURCHASES_SOURCE,
    };
  return {
    ...common,
    id: derivedId(paidAt, `enrollment-confirmed#${doc.orderId}`),
    ...notice(
      /*i18n*/ 'Enrolment confirmed',
      /*i18n*/ 'You are enrolled in {course}. We received your payment of {amount} (order {order}). Your tax invoice {number} is attached.',
      words,
    ),
    sourceId: doc.item.courseId,
  };
}

async function issueInvoice(payment: PaymentItem): Promise<TaxDocumentRecord | undefined> {
  const { paymentId } = payment;
  const order = await getOrder(payment.orderId);
  if (!order) {
    logger.warn('payment without its order: no invoice', { paymentId });
    return undefined;
  }
  const doc = await issueDocument({ kind: 'invoice', order, paymentId, totalPaise: payment.amount }, (doc) =>
    invoiceWrites(doc, order),
  );
  // Issued by another delivery of the same record meanwhile: that one's.
  if (!doc) {
    const again = await getOne<PaymentItem>(keys.payment(paymentId));
    return again?.invoiceId ? getTaxDocumentRecord(again.invoiceId) : undefined;
  }
  return doc;
}

/** The payment (its condition: no invoice yet) and the order. */
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
  ];
}
