import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from './clients';
import { required } from './env';

type BucketVariable = 'VIDEOS_BUCKET' | 'CERTIFICATES_BUCKET' | 'INVOICES_BUCKET';

/**
 * An object's bytes for a data export (issue 41, lib/personal-data.ts `PersonalFile.read`), from the bucket named
 * by the environment variable `bucketVariable`; undefined when the object is gone. The function reading it needs
 * the bucket's read grant.
 */
export async function readObjectIfAny(
  bucketVariable: BucketVariable,
  key: string,
): Promise<Uint8Array | undefined> {
  try {
    const answer = await s3Client().send(
      new GetObjectCommand({ Bucket: required(bucketVariable), Key: key }),
    );
    return answer.Body ? await answer.Body.transformToByteArray() : undefined;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}

/** A file name safe inside an archive: no folders, no control characters, not empty. */
export function archiveName(name: string): string {
  const safe = [...name]
    .map((c) => (c.charCodeAt(0) < 32 || c === '/' || c === '\\' ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return safe || 'file';
}
