import type { AuditEntry } from '@academy/shared';
import { logger } from '../lib/logger';
import { type NewAuditEntry, putAuditEntry } from './repository';

/**
 * The audit trail's door (issue 41): the features whose staff change someone else's data record it here. Inside
 * the change's own transaction, `auditPut(entry)` (a Put of a new item); where the change has none, `recordAudit`
 * right after it. Entries are never updated or deleted (no route does; IAM denies it, infra/lib/function-roles.ts).
 */
export { auditPut, type NewAuditEntry } from './repository';

/** Who acted, as the entry names them: the caller's id, their name then and their role. */
export const auditActor = (caller: {
  id: string;
  role: string;
  user: { name: string };
}): AuditEntry['actor'] => ({
  id: caller.id,
  name: caller.user.name,
  role: caller.role,
});

/**
 * The entry of a change already made (no transaction to join). The change stands whatever happens here: should
 * the write fail, the entry goes to the logs (kept as the trail is) and the caller's answer is unchanged.
 */
export async function recordAudit(entry: NewAuditEntry): Promise<void> {
  try {
    await putAuditEntry(entry);
  } catch (error) {
    logger.error('audit entry not stored', { error: error as Error, audit: entry });
  }
}
