import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from './clients';
import { required } from './env';

/**
 * The buckets a notification may name a file in (its mail attaches it), by name rather than by address, so a stored
 * notification never holds a bucket name. Only the tax documents' bucket today (issue 39): an invoice's PDF.
 */
export const fileStores = { invoices: 'INVOICES_BUCKET' } as const;
export type FileStore = keyof typeof fileStores;

/** A file a notification names: where it is and what the mail calls it. */
export interface StoredFile {
  store: FileStore;
  key: string;
  fileName: string;
  contentType: string;
}

/** The file's bytes (the function that reads it needs the store's read grant). */
export async function readStoredFile(file: Pick<StoredFile, 'store' | 'key'>): Promise<Uint8Array> {
  const answer = await s3Client().send(
    new GetObjectCommand({ Bucket: required(fileStores[file.store]), Key: file.key }),
  );
  if (!answer.Body) throw new Error(`stored file ${file.store}/${file.key} has no body`);
  return answer.Body.transformToByteArray();
}
