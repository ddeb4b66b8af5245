/**
 * What other features may use of the audit feature: nothing yet but the log's query, for a screen that would show
 * a person's or a course's entries. The audit log itself is a screen (screens.ts).
 */
export { auditEntriesQueryOptions } from './api/list-audit-entries';
