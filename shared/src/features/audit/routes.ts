import { defineRoute } from '../../route';
import { AuditEntries, ListAuditQuery } from './schemas';

/** The audit trail: read only; no route writes, edits or deletes it (issue 41, docs/privacy.md). */
export const auditRoutes = {
  listAuditEntries: defineRoute({
    id: 'listAuditEntries',
    method: 'GET',
    path: '/api/admin/audit',
    handler: 'audit/list-audit-entries',
    access: ['admin'],
    summary: 'The audit trail, newest first, by action, actor, target and days (IST)',
    tags: ['audit'],
    query: ListAuditQuery,
    grants: ['table:read'],
    response: AuditEntries,
  }),
};
