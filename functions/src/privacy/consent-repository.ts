import type { ConsentRecord } from '@academy/shared';
import { putNew, queryNewestOfPrefix, type TransactItem } from '../lib/db';
import { userPartition } from '../lib/keys';
import { keys, skPrefix } from './keys';

/**
 * The consent history (issue 41): one item per change of consent, `CONSENT#<isoUtc>#<n>` in the person's
 * partition (entity `consentRecord`), append-only: proof of what was agreed to, when and by whom (DPDP Act
 * s.6(10)). Kept after an erasure.
 */

/** Consents listed on the Privacy page (the newest). */
export const CONSENTS_LISTED = 50;

export interface ConsentRecordItem extends ConsentRecord {
  userId: string;
  /** A parent's consent: parent or guardian, as they said. */
  relationship?: 'parent' | 'guardian';
}

/**
 * W52–W54: the Put of one consent record for a transaction (its key must be new: a retried transaction cannot
 * write it twice). `n` orders records written in the same millisecond.
 */
export function consentRecordPut(
  userId: string,
  record: Omit<ConsentRecordItem, 'userId'>,
  n = 0,
): TransactItem {
  return putNew({ ...keys.consentRecord(userId, record.at, n), entity: 'consentRecord', userId, ...record });
}

/** AP106: a person's consent records, newest first (one Query of their partition's `CONSENT#` range). */
export async function listConsentRecords(
  userId: string,
  limit = CONSENTS_LISTED,
): Promise<ConsentRecordItem[]> {
  // Read right after a change (the page answers it): consistent.
  return queryNewestOfPrefix<ConsentRecordItem>(userPartition(userId), skPrefix.consentRecords, limit);
}
