import { existsSync } from 'node:fs';
import path from 'node:path';
import { routeList } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { AUDIT_DENIED_ACTIONS, AUDIT_LEADING_KEYS } from '../lib/function-roles';
import { repoRoot } from '../lib/paths';
import { env, flatTemplate, type Resources, refId, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

/**
 * The audit trail is append-only (issue 41): every function that may touch the table is denied changing or
 * deleting an entry (`AUDIT#…` partitions), and the only route of the audit feature reads.
 */

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

let resources: Resources;

/** The routes whose handler is written (a contract may declare routes ahead of their handlers). */
const builtRoutes = routeList.filter((r) =>
  existsSync(path.join(repoRoot, 'functions/src', `${r.handler}.ts`)),
);

beforeAll(() => {
  const app = testApp();
  const stack = new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture, routes: builtRoutes });
  resources = flatTemplate(stack).toJSON().Resources;
}, SYNTH_TIMEOUT);

/** Every role's statements, by the role's logical id. */
function statementsByRole(): Map<string, Statement[]> {
  const byRole = new Map<string, Statement[]>();
  for (const policy of Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy')) {
    const statements = (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement;
    for (const role of (policy.Properties!.Roles as unknown[]) ?? []) {
      const id = refId(role);
      if (id) byRole.set(id, [...(byRole.get(id) ?? []), ...statements]);
    }
  }
  return byRole;
}

const actionsOf = (s: Statement) => [s.Action].flat();
const allowsTable = (s: Statement) =>
  s.Effect === 'Allow' && actionsOf(s).some((a) => a === 'dynamodb:GetItem' || a === 'dynamodb:PutItem');

describe('the audit trail in IAM', () => {
  it('denies every function with table access updating or deleting an audit entry', () => {
    const functionRoles = new Set(
      Object.values(resources)
        .filter((r) => r.Type === 'AWS::Lambda::Function')
        .map((r) => refId((r.Properties as { Role: unknown }).Role))
        .filter((id): id is string => Boolean(id)),
    );
    const byRole = statementsByRole();
    const tableRoles = [...functionRoles].filter((id) => (byRole.get(id) ?? []).some(allowsTable));
    // The API's, the schedules' and the stream consumers' roles all reach the table.
    expect(tableRoles.length).toBeGreaterThan(5);
    for (const roleId of tableRoles) {
      const denies = (byRole.get(roleId) ?? []).filter((s) => s.Effect === 'Deny');
      const single = denies.find((s) => actionsOf(s).includes('dynamodb:UpdateItem'));
      expect(single, roleId).toBeDefined();
      expect(actionsOf(single!).sort()).toEqual([...AUDIT_DENIED_ACTIONS].sort());
      expect(single!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] },
      });
      const batch = denies.find((s) => actionsOf(s).includes('dynamodb:BatchWriteItem'));
      expect(batch?.Condition, roleId).toEqual({
        'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] },
      });
      // On the table and its indexes, as the grant itself.
      expect(JSON.stringify(single!.Resource)).toMatch(/index\/\*/);
    }
  });
});

describe('the audit routes', () => {
  it('has one route naming the audit feature, and it only reads', () => {
    const audit = routeList.filter(
      (r) => r.handler.startsWith('audit/') || r.tags?.includes('audit') || r.path.includes('/audit'),
    );
    expect(audit.map((r) => [r.id, r.method, r.grants])).toEqual([
      ['listAuditEntries', 'GET', ['table:read']],
    ]);
  });
});
