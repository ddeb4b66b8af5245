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
import { seller } from './seller-settings';

/** How the document's PDF is keyed in the invoices bucket: by year, kind and number (slashes made dashes). */
const pdfKeyOf = (kind: DocumentKind, year: string, number: string) =>
  `${kind === 'invoice' ? 'invoices' : 'credit-notes'}/${year}/${number.replaceAll('/', '-')}.pdf`;

export interface DocumentDraft {
  kind: DocumentKind;
  orderId: string;
  paymentId: string;
  studentId: string;
  buyer: BuyerSnapshot;
  item: TaxDocumentRecord['item'];
  /** Paise charged (an invoice) or refunded (a credit note), GST included. */
  totalPaise: number;
  originalInvoice?: TaxDocumentRecord['originalInvoice'];
  reason?: string;
}

/** Many captures at once meet on one counter: keep trying often, for long enough that none gives up. */
const SERIES_RETRY = { attempts: 80, pauseMs: 10, maxDoublings: 4 };

/**
 * W39: a tax document numbered in its series' gapless sequence for the financial year, in one transaction with
 * `writes(doc)` (what else must happen exactly with it: the payment marked invoiced, a refund approved …). The
 * series' counter is read, then moved from n to n + 1 on the condition it still says n, and the document put with
 * number n + 1 in the same transaction: a number is used exactly when its document exists, so there is no gap and
 * no repeat under any number of writers. `conflictAt` tells which of `writes` failing means "done already"
 * (answered with `undefined`) rather than a reason to read again.
 */
export async function issueDocument(
  draft: DocumentDraft,
  writes: (doc: TaxDocumentRecord) => TransactItem[],
  options: { alreadyDone: (reasons: string[], offset: number) => boolean },
): Promise<TaxDocumentRecord | undefined> {
  const settings = seller();
  const series = draft.kind === 'invoice' ? settings.invoiceSeries : settings.creditNoteSeries;
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
      orderId: draft.orderId,
      paymentId: draft.paymentId,
      studentId: draft.studentId,
      seller: {
        legalName: settings.legalName,
        gstin: settings.gstin,
        state: settings.state,
        address: settings.address,
        sac: settings.sac,
      },
      buyer: draft.buyer,
      item: draft.item,
      tax: splitInclusive({
        totalPaise: draft.totalPaise,
        rate: settings.gstRateBasisPoints,
        sellerState: settings.state,
        placeOfSupply: draft.buyer.state,
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
      if (options.alreadyDone(reasons, 2)) return undefined;
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
