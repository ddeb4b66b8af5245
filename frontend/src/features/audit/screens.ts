import type { Screen } from '../../lib/screens';

/** The audit feature's screen: the admins' audit log (issue 41). */
export const auditScreens: readonly Screen[] = [{ path: '/admin/audit', module: 'audit/routes/audit-log' }];
