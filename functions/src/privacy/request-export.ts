import { PRIVACY_LIMITS } from '@academy/shared';
import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { ulid } from 'ulid';
import { httpHandler } from '../http';
import { retryOnConflict } from '../lib/db';
import { ConflictError } from '../lib/errors';
import { exportLimitReached } from './export-rules';
import {
  type DataExportRecord,
  exportObjectKey,
  listDataExports,
  PREPARING_BLOCKS_MS,
  putDataExport,
  toDataExport,
} from './exports-repository';

/** Exports read to decide: enough to hold a day's worth and the one being prepared. */
const EXPORTS_READ = PRIVACY_LIMITS.exportsPerDay + 10;

/**
 * Ask for an archive of everything about the caller (issue 41). One at a time: while one is being prepared
 * (asked for within PREPARING_BLOCKS_MS), asking again answers that one (202). At most
 * PRIVACY_LIMITS.exportsPerDay in 24 hours: another is refused with 409 and a clear message (the person's own
 * exports conflict with it; 429 is left to the gateway's throttling, which clients retry on their own). Otherwise
 * the new export is written `preparing`; its INSERT on the table's stream starts the build (privacy/build-export),
 * which notifies the person when it is ready. One Query, then one transaction, conditional on the newest export
 * being the one read: two requests at once start one export, and the second answers it (it reads again).
 */
export const handler = httpHandler(routes.requestExport, ({ caller }) =>
  retryOnConflict(() => askForExport(caller.id), { attempts: 4 }),
);

async function askForExport(userId: string) {
  const now = new Date();
  const recent = await listDataExports(userId, EXPORTS_READ);
  const preparing = recent.find(
    (e) => e.status === 'preparing' && Date.parse(e.requestedAt) > now.getTime() - PREPARING_BLOCKS_MS,
  );
  if (preparing) return toDataExport(preparing, now.toISOString());
  if (exportLimitReached(recent, now))
    throw new ConflictError(
      /*i18n*/ 'You have already asked for as many exports as a day allows. Please try again tomorrow.',
    );
  const id = ulid(now.getTime());
  const record: DataExportRecord = {
    id,
    userId,
    status: 'preparing',
    requestedAt: now.toISOString(),
    s3Key: exportObjectKey(userId, id),
  };
  await putDataExport(record, recent[0]?.id);
  return toDataExport(record, now.toISOString());
}
