import { getItems } from '../lib/db';
import { readObjectIfAny } from '../lib/export-files';
import { type ExportData, type PersonalFile, personalRecord } from '../lib/personal-data';
import { keys } from './keys';
import type { RefundRecord, TaxDocumentRecord } from './model';
import { listAllStudentOrders } from './repository';

type Item = Record<string, unknown>;

/**
 * A tax document's file name in the archive, as its download is saved (`tax-invoice-AC-2627-000123.pdf`,
 * document-storage.ts `fileNameOf`, which is not imported: it would bring the PDF writer into the export's bundle).
 */
const fileNameOf = (doc: Pick<TaxDocumentRecord, 'kind' | 'number'>) =>
  `${doc.kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${doc.number.replaceAll('/', '-')}.pdf`;

/**
 * The payments feature's part of a data export (issue 41): the person's orders (GSI1, every status), the payment
 * of each paid one, their refunds, and the tax documents issued to them (invoices, credit notes) with their PDFs
 * from the invoices bucket as `files/payments/<tax-invoice-…>.pdf` (BatchGets by the ids the orders name). Who
 * decided a refund is staff's: named by nothing but the decision.
 */
export const exportData: ExportData = async (userId) => {
  const orders = await listAllStudentOrders(userId);
  const paymentIds = orders.flatMap((o) => (o.paymentId ? [o.paymentId] : []));
  const documentIds = orders.flatMap((o) =>
    [o.invoice?.id, o.creditNote?.id].filter((id): id is string => !!id),
  );
  const refundIds = orders.flatMap((o) => (o.refund?.id ? [o.refund.id] : []));
  const [payments, documents, refunds] = await Promise.all([
    getItems(paymentIds.map((id) => keys.payment(id))),
    getItems(documentIds.map((id) => keys.taxDocument(id))),
    getItems(refundIds.map((id) => keys.refund(id))),
  ]);
  const mine = <T>(items: (Item | undefined)[]) =>
    items.filter((i): i is Item => i !== undefined && i.studentId === userId) as (T & Item)[];
  const taxDocuments = mine<TaxDocumentRecord>(documents);
  const files: PersonalFile[] = taxDocuments.map((d) => ({
    path: `files/payments/${fileNameOf(d)}`,
    read: () => readObjectIfAny('INVOICES_BUCKET', d.pdfKey),
  }));
  return {
    documents: {
      orders: orders.map((o) => personalRecord(o)),
      payments: mine(payments).map((p) => personalRecord(p)),
      refunds: mine<RefundRecord>(refunds).map((r) => personalRecord(r, ['decidedBy'])),
      'tax-documents': taxDocuments.map((d) => ({
        ...personalRecord(d, ['pdfKey']),
        archivePath: `files/payments/${fileNameOf(d)}`,
      })),
    },
    files,
  };
};
