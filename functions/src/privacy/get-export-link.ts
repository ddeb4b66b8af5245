import { PRIVACY_LIMITS } from '@academy/shared';
import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { httpHandler } from '../http';
import { s3Client } from '../lib/clients';
import { required } from '../lib/env';
import { NotFoundError } from '../lib/errors';
import { exportFileName } from './export-rules';
import { getDataExport, toDataExport } from './exports-repository';

/**
 * A short-lived download link for one of the caller's ready exports (issue 41): a presigned GET of the archive,
 * working PRIVACY_LIMITS.exportLinkSeconds, saved as `academy-data-<day>.zip`. The export is looked up in the
 * caller's own partition, so another person's id is simply not found (404 "Export not found"), as is one still
 * being prepared or that failed. One past its expiry answers 404 too, saying so ("This export has expired…"):
 * the bucket has removed the archive, and there is no Gone in the API's errors; the Privacy page offers a new one.
 * One GetItem; the link is signed in the function.
 */
export const handler = httpHandler(
  routes.getExportLink,
  ({ params, sub }) => getDataExport(sub, params.id),
  async ({ firstReads: record }) => {
    if (record?.status !== 'ready') throw new NotFoundError(/*i18n*/ 'Export not found');
    const now = new Date();
    if (toDataExport(record, now.toISOString()).status === 'expired')
      throw new NotFoundError(/*i18n*/ 'This export has expired. Please ask for a new one.');
    const url = await getSignedUrl(
      s3Client(),
      new GetObjectCommand({
        Bucket: required('EXPORTS_BUCKET'),
        Key: record.s3Key,
        ResponseContentDisposition: `attachment; filename="${exportFileName(record.readyAt ?? record.requestedAt)}"`,
        ResponseContentType: 'application/zip',
      }),
      { expiresIn: PRIVACY_LIMITS.exportLinkSeconds },
    );
    return {
      url,
      expiresAt: new Date(now.getTime() + PRIVACY_LIMITS.exportLinkSeconds * 1000).toISOString(),
    };
  },
);
