import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from './clients';

/**
 * A presigned PUT into the bucket of exactly this type and size (S3 refuses any other length or type), working
 * `seconds`; with the headers the browser must send along.
 */
export async function presignedPut(
  put: { bucket: string; key: string; contentType: string; size: number },
  seconds: number,
) {
  const url = await getSignedUrl(
    s3Client(),
    new PutObjectCommand({
      Bucket: put.bucket,
      Key: put.key,
      ContentType: put.contentType,
      ContentLength: put.size,
    }),
    { expiresIn: seconds, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'content-type': put.contentType } };
}
