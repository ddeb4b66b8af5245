import { type DocumentKind, documentNumber, financialYear, splitInclusive } from '@academy/shared';
import { ulid } from 'ulid';
import { tableName } from '../lib/clients';
import {
  cancellationReasons,
  getOne,
  putNew,
  Redo,
  retryOnConflict,
  type TransactItem,
  transact,
} from '../lib/db';
import { keys } from './keys';
import type { BuyerSnapshot, TaxDocumentRecord } from './model';
import { type OrderRecord, quoteOf } from './repository';
import { seller } from './seller-settings';

/** How the document's PDF is keyed in the invoices bucket: by year, kind and number (slashes made dashes). */
const pdfKeyOf = (kind: DocumentKind, year: string, number: string) =>
  `${kind === 'invoice' ? 'invoices' : 'credit-notes'}/${year}/${number.replaceAll('/', '-')}.pdf`;

export interface DocumentDraft {
  kind: DocumentKind;
  /** The order sold: the buyer, the place of supply and the course line come from it. */
  order: OrderRecord;
  paymentId: string;
  /** The buyer's name and e-mail where the order has none (orders made before issue 39). */
  person?: { name: string; email: string };
  /** Paise charged (an invoice) or refunded (a credit note), GST included. */
  totalPaise: number;
  originalInvoice?: TaxDocumentRecord['originalInvoice'];
  reason?: string;
}

/** The buyer as the order names them: the state is the place of supply (the seller's own for older orders). */
function buyerOf(order: OrderRecord, person?: { name: string; email: string }): BuyerSnapshot {
  const { billing } = order;
  return {
    name: order.buyer?.name ?? person?.name ?? '',
    email: order.buyer?.email ?? person?.email ?? '',
    state: billing?.state ?? seller().state,
    ...(billing?.gstin ? { gstin: billing.gstin } : {}),
    ...(billing?.businessName ? { businessName: billing.businessName } : {}),
  };
}

/** The document's one line: the course, its list price, the code's discount. */
function itemOf(order: OrderRecord): TaxDocumentRecord['item'] {
  const quote = quoteOf(order);
  return {
    courseId: order.courseId,
    description: order.courseTitle ?? 'Online course',
    listPrice: quote.price,
    discount: quote.discount,
    ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
  };
}

/** Many captures at once meet on one counter: keep trying often, for long enough that none gives up. */
const SERIES_RETRY = { attempts: 80, pauseMs: 10, maxDoublings: 4 };

/**
 * W39: a tax document numbered in its series' gapless sequence for the financial year, in one transaction with
 * `writes(doc)` (what else must happen exactly with it: the payment marked invoiced, a refund approved …). The
 * series' counter is read, then moved from n to n + 1 on the condition it still says n, and the document put with
 * number n + 1 in the same transaction: a number is used exactly when its document exists, so there is no gap and
 * no repeat under any number of writers. The first of `writes` carries the condition "not done yet" (the payment
 * has no invoice, the refund is still requested): its failing answers `undefined`, done already, rather than a
 * reason to read again.
 */
export async function issueDocument(
  draft: DocumentDraft,
  writes: (doc: TaxDocumentRecord) => TransactItem[],
): Promise<TaxDocumentRecord | undefined> {
  const settings = seller();
  const series = draft.kind === 'invoice' ? settings.invoiceSeries : settings.creditNoteSeries;
  const buyer = buyerOf(draft.order, draft.person);
  return retryOnConflict(async () => {
    const issuedAt = new Date().toISOString();
    const year = financialYear(issuedAt);
    const counterKey = keys.documentSeries(draft.kind, year);
    const counter = await getOne<{ last: number }>(counterKey);
    const last = Number(counter?.last ?? 0);
    const sequence = last + 1;
    const number = documentNumber(series, year, sequence);
    const doc: TaxDocumentRecord = {
      id: ulid(),
      kind: draft.kind,
      number,
      financialYear: year,
      sequence,
      issuedAt,
      orderId: draft.order.orderId,
      paymentId: draft.paymentId,
      studentId: draft.order.studentId,
      seller: {
        legalName: settings.legalName,
        gstin: settings.gstin,
        state: settings.state,
        address: settings.address,
        sac: settings.sac,
      },
      buyer,
      item: itemOf(draft.order),
      tax: splitInclusive({
        totalPaise: draft.totalPaise,
        rate: settings.gstRateBasisPoints,
        sellerState: settings.state,
        placeOfSupply: buyer.state,
      }),
      ...(draft.originalInvoice ? { originalInvoice: draft.originalInvoice } : {}),
      ...(draft.reason ? { reason: draft.reason } : {}),
      pdfKey: pdfKeyOf(draft.kind, year, number),
    };
    const counterWrite: TransactItem = counter
      ? {
          Update: {
            TableName: tableName(),
            Key: counterKey,
            UpdateExpression: 'SET #last = :next',
            ConditionExpression: '#last = :last',
            ExpressionAttributeNames: { '#last': 'last' },
            ExpressionAttributeValues: { ':next': sequence, ':last': last },
          },
        }
      : putNew({ ...counterKey, entity: 'documentSeries', kind: draft.kind, financialYear: year, last: 1 });
    try {
      await transact([
        counterWrite,
        putNew({ ...keys.taxDocument(doc.id), entity: 'taxDocument', ...doc }),
        ...writes(doc),
      ]);
      return doc;
    } catch (error) {
      const reasons = cancellationReasons(error);
      // Index 2: the first of `writes`, after the counter and the document.
      if (reasons[2] === 'ConditionalCheckFailed') return undefined;
      // Another document took this number first: read the counter again.
      if (reasons[0] === 'ConditionalCheckFailed') throw new Redo();
      throw error;
    }
  }, SERIES_RETRY);
}

export const getTaxDocumentRecord = (id: string) => getOne<TaxDocumentRecord>(keys.taxDocument(id));

/** What lists show of a document. */
export const documentRef = (doc: Pick<TaxDocumentRecord, 'id' | 'kind' | 'number' | 'issuedAt'>) => ({
  id: doc.id,
  kind: doc.kind,
  number: doc.number,
  issuedAt: doc.issuedAt,
});
