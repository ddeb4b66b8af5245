import type { AuditAction } from '@academy/shared';

/** The audit log's filters, as the list is asked for them. */
export interface AuditFilters {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** Every audit query starts with this key. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};
