import { defineRoute, type RouteDef, routeList } from '@academy/shared';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { MAX_FUNCTIONS_PER_ROLE } from '../lib/function-roles';
import { env, type Resources, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

/** CloudFormation's hard limit of resources per stack (CDK refuses to synthesise past it). */
const STACK_LIMIT = 500;
/** Routes still to come in this stack: none planned since chat and support landed (13 routes). */
const PLANNED_ROUTES = 0;
/** What a route costs: its Function, LogGroup, HTTP API Integration, Route and Lambda Permission. */
const PER_ROUTE = 5;
/**
 * The budget today: the limit minus what planned routes will take (500 − 0 × 5). With issue 33's two upload routes
 * and updateCourse's grant set of its own the stack is at exactly 500 resources with the site upload: nothing more
 * fits until room is made (issue 36: nested stacks per feature, or API Gateway invoking through one credentials
 * role instead of a Lambda Permission per route).
 */
const BUDGET = STACK_LIMIT - PLANNED_ROUTES * PER_ROUTE;
/** IAM's limit on the total size of a role's inline policies (characters, whitespace not counted). */
const ROLE_INLINE_POLICY_LIMIT = 10_240;

const synth = (routes: readonly RouteDef[], { overLimit = false } = {}): Resources => {
  const app = testApp();
  // Past the stack limit on purpose: lift CDK's own check and acknowledge CloudFormation validation's.
  if (overLimit) app.node.setContext('@aws-cdk/core:stackResourceLimit', 0);
  const stack = new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture, routes });
  if (overLimit)
    Validations.of(stack).acknowledge({
      id: 'CloudFormation-Validate::F0007',
      reason: 'A sizing probe: this template is never deployed.',
    });
  return Template.fromStack(stack).toJSON().Resources;
};

const ofType = (resources: Resources, type: string) =>
  Object.values(resources).filter((r) => r.Type === type);

/**
 * A policy document as IAM sizes it once CloudFormation has resolved it: every reference becomes a long ARN
 * built from the logical id (as CloudFormation names resources: stack name, logical id, 12-character suffix)
 * under a stack name as long as the pipeline's `Prod-Academy` and then some.
 */
function resolvedSize(document: unknown): number {
  const arn = (id: string) =>
    `arn:aws:logs:ap-south-1:123456789012:log-group:Prod-Academy-Stage-${id}-ABCDEFGHIJKL:*`;
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      if (typeof v.Ref === 'string') return arn(v.Ref);
      const getAtt = v['Fn::GetAtt'];
      if (Array.isArray(getAtt)) return arn(String(getAtt[0]));
      const join = v['Fn::Join'] as [string, unknown[]] | undefined;
      if (join) return (resolve(join[1]) as unknown[]).join(join[0]);
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolve(x)]));
    }
    return value;
  };
  return JSON.stringify(resolve(document)).length;
}

/** Per role, the resolved size of all its inline policies together. */
function inlinePolicySizes(resources: Resources): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const policy of ofType(resources, 'AWS::IAM::Policy')) {
    const size = resolvedSize(policy.Properties!.PolicyDocument);
    for (const role of policy.Properties!.Roles as { Ref: string }[])
      sizes.set(role.Ref, (sizes.get(role.Ref) ?? 0) + size);
  }
  return sizes;
}

let today: Resources;

beforeAll(() => {
  today = synth(routeList);
}, SYNTH_TIMEOUT);

describe('stack size', () => {
  it(`stays within ${BUDGET} resources: the ${STACK_LIMIT} limit less ${PLANNED_ROUTES} planned routes × ${PER_ROUTE}`, () => {
    const count = Object.keys(today).length;
    expect(count, `${count} resources, ${STACK_LIMIT - count} left under the limit`).toBeLessThanOrEqual(
      BUDGET,
    );
  });

  it(`costs a route ${PER_ROUTE} resources: roles are per grant set, not per function`, () => {
    const n = routeList.length;
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration'])
      expect(ofType(today, type), type).toHaveLength(n);
    // Route functions plus the schedule's and BucketDeployment's: a few, not one role per function.
    expect(ofType(today, 'AWS::IAM::Role').length).toBeLessThan(n / 3);
    expect(ofType(today, 'AWS::IAM::Policy').length).toBeLessThan(n / 3);
  });

  it('keeps every role’s inline policies well under IAM’s 10,240 characters', () => {
    const largest = Math.max(...inlinePolicySizes(today).values());
    expect(largest, 'largest role’s inline policies, resolved').toBeLessThanOrEqual(
      ROLE_INLINE_POLICY_LIMIT * 0.6,
    );
  });

  it(
    'still does with twice today’s routes: a grant set past MAX_FUNCTIONS_PER_ROLE functions gets another role',
    () => {
      const copies = routeList.map((route) =>
        defineRoute({ ...route, id: `${route.id}Copy`, path: `/api/copy${route.path.slice('/api'.length)}` }),
      );
      // Twice the routes is past the stack limit: lifted for this sizing check only.
      const doubled = synth([...routeList, ...copies], { overLimit: true });
      const sizes = inlinePolicySizes(doubled);
      const largest = Math.max(...sizes.values());
      expect(
        largest,
        `largest role's inline policies, resolved, with ${copies.length * 2} routes`,
      ).toBeLessThanOrEqual(ROLE_INLINE_POLICY_LIMIT * 0.6);
      // The biggest grant set (table:read + table:write) is over MAX_FUNCTIONS_PER_ROLE there, so it is split.
      expect(MAX_FUNCTIONS_PER_ROLE).toBeLessThan(routeList.length);
      expect(sizes.size).toBeGreaterThan(inlinePolicySizes(today).size);
    },
    SYNTH_TIMEOUT,
  );
});
