import * as z from 'zod';
import { Cursor, Id, PageLimit } from '../../schemas/common';

/**
 * The audit trail (issue 41): every staff action that changes someone else's data, append-only, kept at least a
 * year (docs/privacy.md). Written by the feature that makes the change, through the audit service, in the same
 * transaction where it has one.
 */

/** How long an entry is kept: a year and a month, so a year is always there (DPDP Rules: logs kept a year). */
export const AUDIT_KEEP_DAYS = 400;

export const auditActions = [
  'user.create',
  'user.activate',
  'user.deactivate',
  'user.erase',
  'course.delete',
  'course.publish',
  'course.unpublish',
  'ticket.status',
  'ticket.assign',
  'payment.refund',
  'submission.grade',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const AuditAction = z.enum(auditActions, { error: /*i18n*/ 'Unknown action' });

export const auditTargetTypes = ['user', 'course', 'ticket', 'payment', 'submission'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** A value before or after: a few named fields, never a whole item. */
const Snapshot = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const AuditEntry = z.object({
  id: Id,
  at: z.string(),
  action: AuditAction,
  /** Who did it (their name as it was then; `system` for the erasure runner). */
  actor: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  target: z.object({ type: z.enum(auditTargetTypes), id: z.string(), label: z.string() }),
  before: Snapshot.nullable(),
  after: Snapshot.nullable(),
  /** The API request that made the change (API Gateway's request id), or the run's id. */
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const Day = z.iso.date(/*i18n*/ 'Please enter a valid date');

export const ListAuditQuery = z.object({
  action: AuditAction.optional(),
  /** Entries made by this person. */
  actorId: Id.optional(),
  /** Entries about this user, course, ticket, payment or submission. */
  targetId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ 'Please enter a valid id')
    .optional(),
  /** From this day (IST), inclusive. */
  from: Day.optional(),
  /** To this day (IST), inclusive. */
  to: Day.optional(),
  limit: PageLimit(100, 25),
  cursor: Cursor,
});

export const AuditEntries = z.object({ entries: z.array(AuditEntry), nextCursor: z.string().nullable() });
