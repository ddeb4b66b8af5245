import { auditRoutes as routes } from '@academy/shared/features/audit/routes';
import { httpHandler } from '../http';
import { listAuditEntries } from './repository';

/** The audit trail for admins, newest first, by action, actor, target and IST days (AP, docs/data-model.md). */
export const handler = httpHandler(routes.listAuditEntries, async ({ query }) => {
  const { entries, nextCursor } = await listAuditEntries(query);
  return { entries, nextCursor };
});
