import { type ConsentRecord, PRIVACY_NOTICE_VERSION, type PrivacyOverview } from '@academy/shared';
import { privacyOf, type UserRecord } from '../users/service';
import { type ConsentRecordItem, listConsentRecords } from './consent-repository';

const toConsent = (item: ConsentRecordItem): ConsentRecord => ({
  at: item.at,
  kind: item.kind,
  granted: item.granted,
  by: item.by,
  ...(item.noticeVersion ? { noticeVersion: item.noticeVersion } : {}),
  ...(item.guardianEmail ? { guardianEmail: item.guardianEmail } : {}),
});

/** What the Privacy page shows: the person's privacy state (as `user` holds it) and their consent history. */
export async function privacyOverview(user: Pick<UserRecord, 'id' | 'privacy'>): Promise<PrivacyOverview> {
  const consents = await listConsentRecords(user.id);
  return {
    privacy: privacyOf(user),
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    consents: consents.map(toConsent),
    // The exports and the deletion are joined here by the export and deletion parts of the privacy centre.
    exports: [],
    deletion: null,
  };
}
