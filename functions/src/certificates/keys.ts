import { prefix } from '../lib/keys';

/**
 * The certificates feature's items: a certificate by its public code and the student's one-per-course ownership
 * item: their keys, beside the access patterns that use them (docs/data-model.md, "APn"). Only this feature
 * builds them; another feature that reads or writes one of these items in its own request asks this feature's
 * service for the piece (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose test
 * proves them unique.
 */
export const keys = {
  /** A certificate, keyed by its public verification code (AP69). */
  certificate: (certificateId: string) => ({
    PK: `${prefix.certificate}${certificateId}`,
    SK: 'CERTIFICATE',
  }),
  /** The one certificate of a student for a course; also the "my certificates" entry (AP67-68). */
  certificateOwnership: (studentId: string, courseId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.certificate}${courseId}`,
  }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP67: a student's certificates, in PK=USER#<id>. */
  certificates: prefix.certificate,
} as const;
