import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../lib/clients';
import { required } from '../lib/env';
import type { TaxDocumentRecord } from './model';
import { renderTaxDocumentPdf } from './tax-document-pdf';

/** Download links live this long: enough to click, too short to pass around. */
const LINK_SECONDS = 300;

/** The file name a download is saved as: `tax-invoice-AC-2627-000123.pdf`. */
export const fileNameOf = (doc: Pick<TaxDocumentRecord, 'kind' | 'number'>) =>
  `${doc.kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${doc.number.replaceAll('/', '-')}.pdf`;

const bucket = () => required('INVOICES_BUCKET');

async function stored(key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return false;
    throw error;
  }
}

/**
 * The document's PDF in the invoices bucket, made the first time it is needed: it is drawn from the stored record
 * alone (the seller and buyer as they were at issue), so making it again gives the same document and a race of
 * two first downloads writes the same bytes.
 */
export async function ensureDocumentPdf(doc: TaxDocumentRecord): Promise<void> {
  if (await stored(doc.pdfKey)) return;
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: doc.pdfKey,
      Body: renderTaxDocumentPdf(doc),
      ContentType: 'application/pdf',
    }),
  );
}

export async function documentPdfUrl(doc: TaxDocumentRecord): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: doc.pdfKey,
      ResponseContentDisposition: `attachment; filename="${fileNameOf(doc)}"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: LINK_SECONDS },
  );
}
