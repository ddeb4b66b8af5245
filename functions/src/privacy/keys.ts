import { isoUtc, indexOn as on, prefix, userPartition } from '../lib/keys';

/**
 * The privacy feature's items (issue 41, docs/data-model.md, docs/privacy.md), all in the person's partition
 * (`USER#<sub>`): their consent history, their data exports, their account's deletion, a parent's consent request
 * and its mails. The person's current privacy state (notice agreed to, optional consents, minor, deletion date)
 * is on the users feature's PROFILE item, so the caller lookup of every request carries it; the users service
 * writes it.
 */
export const keys = {
  /** One change of consent, kept on record (append-only). `n` orders changes made in the same millisecond. */
  consentRecord: (userId: string, at: string, n = 0) => ({
    PK: userPartition(userId),
    SK: `${prefix.consent}${isoUtc(at)}#${n}`,
  }),
  dataExport: (userId: string, exportId: string) => ({
    PK: userPartition(userId),
    SK: `${prefix.dataExport}${exportId}`,
  }),
  /**
   * The id of the person's newest export: W57 writes it with the export, on the condition that it is still the one
   * the request read, so two requests at once cannot both start one.
   */
  exportSlot: (userId: string) => ({ PK: userPartition(userId), SK: 'EXPORTS' }),
  accountDeletion: (userId: string) => ({ PK: userPartition(userId), SK: 'DELETION' }),
  guardianConsent: (userId: string) => ({ PK: userPartition(userId), SK: 'GUARDIAN' }),
  /** One parent's-consent mail to send (a stream consumer mails it once). */
  guardianMail: (userId: string, at: string) => ({
    PK: userPartition(userId),
    SK: `${prefix.guardianMail}${isoUtc(at)}`,
  }),
};

export const skPrefix = {
  consentRecords: prefix.consent,
  dataExports: prefix.dataExport,
  guardianMails: prefix.guardianMail,
};

export const indexPartition = {
  /** Scheduled erasures, by when they are due (sparse: only while scheduled or erasing). */
  dueDeletions: () => on('GSI3', `${prefix.deletions}DUE`),
};

export const indexKeys = {
  dueDeletion: (eraseAfter: string, userId: string) =>
    indexPartition.dueDeletions().key(`${isoUtc(eraseAfter)}#${userId}`),
};
