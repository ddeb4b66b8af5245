import { deleteKeys, forEachPage, partitionPrefixQuery, tableKeyOf } from '../lib/erase';
import type { EraseData } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * The privacy feature's own part of an erasure (issue 41, docs/privacy.md): the consent records are KEPT (proof of
 * consent, DPDP Act s.6(10)) and the deletion item stays (made `erased` by the runner); the person's data exports
 * and their export slot (their archives expire from the exports bucket within `exportKeepDays`), a parent's consent request and its
 * mails are deleted.
 */
export const erasePrivacyData: EraseData = async (userId) => {
  const pk = keys.accountDeletion(userId).PK;
  for (const prefix of [skPrefix.dataExports, skPrefix.guardianMails]) {
    await forEachPage(partitionPrefixQuery(pk, prefix), (items) => deleteKeys(items.map(tableKeyOf)));
  }
  await deleteKeys([keys.guardianConsent(userId), keys.exportSlot(userId)]);
};
