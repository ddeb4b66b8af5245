import { paymentsRoutes as routes } from '@academy/shared/features/payments/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { documentPdfUrl, ensureDocumentPdf, fileNameOf } from './document-storage';
import { documentRef, getTaxDocumentRecord } from './documents';

export const handler = httpHandler(routes.getTaxDocument, async ({ params, caller }) => {
  const doc = await getTaxDocumentRecord(params.id);
  // Its buyer and admins only: to anyone else a document is answered as if there were none.
  if (!doc || (caller.role !== 'admin' && doc.studentId !== caller.id))
    throw new NotFoundError(/*i18n*/ 'Document not found');
  await ensureDocumentPdf(doc);
  return { document: documentRef(doc), url: await documentPdfUrl(doc), fileName: fileNameOf(doc) };
});
