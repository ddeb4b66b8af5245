import { getOne } from '../lib/db';
import { type ExportData, personalRecord, userItems } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * The privacy feature's part of a data export (issue 41): the person's consent history (what they agreed to and
 * when), their data exports, a scheduled deletion, and a parent's consent for a minor's account (its state; the
 * parent's address is the parent's, not the child's: left out, as on the consent records).
 */
export const exportData: ExportData = async (userId) => {
  const [consents, exports, deletion, guardian] = await Promise.all([
    userItems(userId, skPrefix.consentRecords),
    userItems(userId, skPrefix.dataExports),
    getOne<Record<string, unknown>>(keys.accountDeletion(userId)),
    getOne<Record<string, unknown>>(keys.guardianConsent(userId)),
  ]);
  return {
    documents: {
      consents: consents.map((c) => personalRecord(c, ['guardianEmail'])),
      exports: exports.map((e) => personalRecord(e, ['s3Key', 'userId', 'tries'])),
      deletion: deletion ? personalRecord(deletion, ['userId']) : null,
      ...(guardian
        ? { 'guardian-consent': personalRecord(guardian, ['guardianEmail', 'tokenHash', 'token', 'userId']) }
        : {}),
    },
  };
};
