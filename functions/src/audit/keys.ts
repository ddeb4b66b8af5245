import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The audit trail's items (issue 41, docs/data-model.md, docs/privacy.md): one item per staff action, append-only,
 * in the partition of its UTC month (`AUDIT#<yyyy-mm>`), sorted by time; by actor on GSI1 and by target on GSI2.
 * `expiresAt` (TTL) is the time plus AUDIT_KEEP_DAYS. Only this feature builds them; the features that act write
 * them through its service.
 */

/** The UTC month (`yyyy-mm`) an instant falls in: the entry's partition. */
export const monthOf = (at: string | Date) => isoUtc(at).slice(0, 7);

/** An entry's sort key in every list: its time, then its id (two entries in one millisecond stay apart). */
export const entrySortKey = (at: string, id: string) => `${isoUtc(at)}#${id}`;

export const keys = {
  auditEntry: (at: string, id: string) => ({
    PK: `${prefix.audit}${monthOf(at)}`,
    SK: entrySortKey(at, id),
  }),
};

/** The month partition of `yyyy-mm` (AP114: the whole trail, month by month). */
export const monthPartition = (month: string) => `${prefix.audit}${month}`;

export const indexPartition = {
  /** The entries one person made, newest first. */
  auditByActor: (actorId: string) => on('GSI1', `${prefix.auditActor}${actorId}`),
  /** The entries about one user, course, ticket, payment or submission, newest first. */
  auditByTarget: (targetId: string) => on('GSI2', `${prefix.auditTarget}${targetId}`),
};

const p = indexPartition;
export const indexKeys = {
  auditByActor: (actorId: string, at: string, id: string) =>
    p.auditByActor(actorId).key(entrySortKey(at, id)),
  auditByTarget: (targetId: string, at: string, id: string) =>
    p.auditByTarget(targetId).key(entrySortKey(at, id)),
};
