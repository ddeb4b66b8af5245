import {
  type ConsentRecord,
  PRIVACY_LIMITS,
  PRIVACY_NOTICE_VERSION,
  type PrivacyOverview,
} from '@academy/shared';
import { privacyOf, type UserRecord } from '../users/service';
import { type ConsentRecordItem, listConsentRecords } from './consent-repository';
import { getDeletion, toAccountDeletion } from './deletion-repository';
import { listDataExports, toDataExport } from './exports-repository';

const toConsent = (item: ConsentRecordItem): ConsentRecord => ({
  at: item.at,
  kind: item.kind,
  granted: item.granted,
  by: item.by,
  ...(item.noticeVersion ? { noticeVersion: item.noticeVersion } : {}),
  ...(item.guardianEmail ? { guardianEmail: item.guardianEmail } : {}),
});

/**
 * What the Privacy page shows: the person's privacy state (as `user` holds it), their consent history, their
 * latest exports and their account's deletion (scheduled, or the last one cancelled), read side by side.
 */
export async function privacyOverview(user: Pick<UserRecord, 'id' | 'privacy'>): Promise<PrivacyOverview> {
  const [consents, exports, deletion] = await Promise.all([
    listConsentRecords(user.id),
    listDataExports(user.id, PRIVACY_LIMITS.exportsListed),
    getDeletion(user.id),
  ]);
  const now = new Date().toISOString();
  return {
    privacy: privacyOf(user),
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    consents: consents.map(toConsent),
    exports: exports.map((e) => toDataExport(e, now)),
    deletion: deletion ? toAccountDeletion(deletion) : null,
  };
}
