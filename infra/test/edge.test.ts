import { routeList, routes } from '@academy/shared';
import { type App, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AcademyAppStacks, addAcademyStacks } from '../lib/academy-app';
import {
  AUTH_PATH_PREFIX,
  COUNTED_MANAGED_RULES,
  EDGE_REGION,
  pathPattern,
  RATE_LIMITS,
  SHARED_ADDRESS,
  WAF_LOG_ACTIONS,
} from '../lib/edge';
import { fixturePipelineSettings, fixtureStages } from './fixtures/stages';
import { type Resources, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

const ACCOUNT = '123456789012';

/** The app as infra/bin/app.ts builds it: offline (no account), or with credentials (an account). */
function buildApp(account?: string): { app: App; stacks: AcademyAppStacks } {
  const app = testApp();
  const stacks = addAcademyStacks(app, {
    env: { account, region: 'ap-south-1' },
    pipeline: { settings: fixturePipelineSettings, stages: fixtureStages },
    academy: { spaDirectory: spaFixture },
  });
  return { app, stacks };
}

const resourcesOf = (template: Template) => template.toJSON().Resources as Resources;
const webAclOf = (template: Template) =>
  Object.values(resourcesOf(template)).find((r) => r.Type === 'AWS::WAFv2::WebACL')!;
type Rule = {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  Statement: Record<string, Record<string, unknown>>;
};
const rulesOf = (template: Template) => webAclOf(template).Properties!.Rules as Rule[];
const distributionOf = (template: Template) =>
  Object.values(resourcesOf(template)).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties!
    .DistributionConfig as Record<string, unknown>;

let offline: ReturnType<typeof buildApp>;
let online: ReturnType<typeof buildApp>;

beforeAll(() => {
  offline = buildApp();
  online = buildApp(ACCOUNT);
}, SYNTH_TIMEOUT * 2);

describe('AcademyEdge: the CloudFront web ACL (issue 36 item 4)', () => {
  it('is a stack of its own in us-east-1 with a CLOUDFRONT-scope web ACL that allows by default', () => {
    const { edge } = offline.stacks;
    expect(edge.region).toBe(EDGE_REGION);
    const acl = webAclOf(Template.fromStack(edge));
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('runs AWS’s IP reputation, common and known-bad-inputs rule groups', () => {
    const managed = rulesOf(Template.fromStack(offline.stacks.edge))
      .filter((r) => r.Statement.ManagedRuleGroupStatement)
      .map((r) => r.Statement.ManagedRuleGroupStatement!);
    expect(managed.map((m) => `${m.VendorName}/${m.Name}`).sort()).toEqual([
      'AWS/AWSManagedRulesAmazonIpReputationList',
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    // Only the rules named (with their reasons) in COUNTED_MANAGED_RULES are counted rather than blocking.
    const common = managed.find((m) => m.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect((common.RuleActionOverrides as { Name: string; ActionToUse: unknown }[]) ?? []).toEqual(
      COUNTED_MANAGED_RULES.AWSManagedRulesCommonRuleSet!.map((name) => ({
        Name: name,
        ActionToUse: { Count: {} },
      })),
    );
  });

  it('limits each address on /api/auth/*, the video links and the preview, answering 429', () => {
    const rate = Object.fromEntries(
      rulesOf(Template.fromStack(offline.stacks.edge))
        .filter((r) => r.Statement.RateBasedStatement)
        .map((r) => [r.Name, r]),
    );
    expect(Object.keys(rate).sort()).toEqual(['RateAuth', 'RatePreview', 'RateVideoLinks']);
    for (const [name, limit] of [
      ['RateAuth', RATE_LIMITS.auth],
      ['RateVideoLinks', RATE_LIMITS.videoLinks],
      ['RatePreview', RATE_LIMITS.preview],
    ] as const) {
      expect(rate[name]!.Statement.RateBasedStatement, name).toMatchObject({
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
      });
      expect(rate[name]!.Action, name).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    }
    const auth = rate.RateAuth!.Statement.RateBasedStatement!.ScopeDownStatement as Record<
      string,
      Record<string, unknown>
    >;
    expect(auth.ByteMatchStatement).toMatchObject({
      SearchString: AUTH_PATH_PREFIX,
      PositionalConstraint: 'STARTS_WITH',
      FieldToMatch: { UriPath: {} },
    });
    const regexOf = (name: string) => {
      const scopeDown = rate[name]!.Statement.RateBasedStatement!.ScopeDownStatement as {
        RegexMatchStatement: { RegexString: string };
      };
      return new RegExp(scopeDown.RegexMatchStatement.RegexString);
    };
    // Sized for a shared address (a lab, a hostel, a carrier's NAT), at least twice what its learners need.
    expect(RATE_LIMITS.auth.limit).toBeGreaterThanOrEqual(2 * 3 * SHARED_ADDRESS);
    expect(regexOf('RateVideoLinks').test('/api/courses/01J9/modules/m-1/video')).toBe(true);
    expect(regexOf('RatePreview').test('/api/courses/01J9/preview')).toBe(true);
    expect(regexOf('RateVideoLinks').test('/api/courses/01J9/modules/m-1/video/upload')).toBe(false);
    expect(regexOf('RatePreview').test('/api/courses/01J9')).toBe(false);
  });

  it('logs what it blocked or counted, without the caller’s token, to a log group WAF accepts', () => {
    const template = Template.fromStack(offline.stacks.edge);
    const resources = resourcesOf(template);
    const [logGroupId, logGroup] = Object.entries(resources).find(
      ([, r]) => r.Type === 'AWS::Logs::LogGroup',
    )!;
    expect(logGroup.Properties!.LogGroupName).toBe('aws-waf-logs-AcademyEdge');
    expect(logGroup.Properties!.RetentionInDays).toBe(400);
    const logging = Object.values(resources).find((r) => r.Type === 'AWS::WAFv2::LoggingConfiguration')!;
    const aclId = Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::WAFv2::WebACL')!;
    expect(logging.Properties!.ResourceArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const destination = JSON.stringify(logging.Properties!.LogDestinationConfigs);
    expect(destination).toContain(`:log-group:",{"Ref":"${logGroupId}"}]`);
    expect(destination).not.toContain(':*');
    expect(logging.Properties!.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    expect(logging.Properties!.LoggingFilter).toMatchObject({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: WAF_LOG_ACTIONS.map((Action) => ({ ActionCondition: { Action } })),
        },
      ],
    });
  });

  it('derives the limited paths from the route table', () => {
    expect(routes.getVideoLink.path).toBe('/api/courses/{id}/modules/{moduleId}/video');
    expect(pathPattern(routes.getCoursePreview.path)).toBe('^/api/courses/[^/]+/preview/?$');
    const auth = routeList.filter((r) => r.path.startsWith(AUTH_PATH_PREFIX)).map((r) => r.id);
    expect(auth).toEqual(
      expect.arrayContaining([routes.login.id, routes.register.id, routes.refreshToken.id]),
    );
  });

  it('reaches the distribution in ap-south-1 as a cross-region reference, deployed before it', () => {
    const { edge, academy } = offline.stacks;
    const webAclId = distributionOf(Template.fromStack(academy)).WebACLId as Record<
      string,
      Record<string, string>
    >;
    const reference = webAclId['Fn::GetStackOutput']!;
    expect(reference).toMatchObject({ StackName: edge.stackName, Region: EDGE_REGION });
    const outputs = Template.fromStack(edge).toJSON().Outputs as Record<string, { Value: unknown }>;
    const aclId = Object.keys(resourcesOf(Template.fromStack(edge)))[0];
    expect(outputs[reference.OutputName!]!.Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(academy.dependencies).toContain(edge);
  });
});

describe('the pipeline’s Prod stage and AcademyEdge', () => {
  it('deploys Prod-AcademyEdge to us-east-1 before Prod-Academy when synthesised with an account', () => {
    const pipeline = online.stacks.pipeline!;
    const stage = pipeline.stage;
    expect(stage.edge?.region).toBe(EDGE_REGION);
    expect(stage.edge?.stackName).toBe('Prod-AcademyEdge');
    expect(distributionOf(Template.fromStack(stage.stack)).WebACLId).toMatchObject({
      'Fn::GetStackOutput': { StackName: 'Prod-AcademyEdge', Region: EDGE_REGION },
    });
    const [codePipeline] = Object.values(
      Template.fromStack(pipeline).findResources('AWS::CodePipeline::Pipeline'),
    );
    const prod = (
      codePipeline!.Properties.Stages as {
        Name: string;
        Actions: { Name: string; Region?: string; RunOrder: number }[];
      }[]
    ).find((s) => s.Name === 'Prod')!;
    const runOrder = (stack: string) =>
      Math.min(...prod.Actions.filter((a) => a.Name.startsWith(stack)).map((a) => a.RunOrder));
    expect(
      prod.Actions.filter((a) => a.Name.startsWith('AcademyEdge')).every((a) => a.Region === EDGE_REGION),
    ).toBe(true);
    expect(runOrder('AcademyEdge')).toBeLessThan(runOrder('Academy.'));
  });

  it('leaves the edge out offline (no account for the cross-region artifact bucket), and says so', () => {
    const pipeline = offline.stacks.pipeline!;
    expect(pipeline.stage.edge).toBeUndefined();
    expect(pipeline.staging.edge).toBeUndefined();
    expect(distributionOf(Template.fromStack(pipeline.stage.stack)).WebACLId).toBeUndefined();
    Annotations.fromStack(pipeline).hasWarning('*', Match.stringLikeRegexp('without AcademyEdge'));
  });
});

describe('cdk-nag AwsSolutions, the whole app with its edge', () => {
  afterEach(() => vi.restoreAllMocks());

  const findings = (app: App) =>
    new AwsSolutionsChecks()
      .validateScope(app)
      .violations.flatMap((v) =>
        v.violatingResources.map((r) => ({ rule: v.ruleName, path: r.constructPath ?? '' })),
      );

  it.each([
    ['offline', undefined],
    ['with an account', ACCOUNT],
  ])(
    'reports no unacknowledged finding (%s)',
    (_, account) => {
      const { app } = buildApp(account);
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      expect(() => app.synth()).not.toThrow();
      expect(findings(app)).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it.each([
    ['offline', undefined],
    ['with an account', ACCOUNT],
  ])(
    'has no stale acknowledgement (%s)',
    (_, account) => {
      const acks: { path: string; id: string }[] = [];
      vi.spyOn(Validations.prototype, 'acknowledge').mockImplementation(function (this: unknown, ...rules) {
        const scope = (this as { scope: { node: { path: string } } }).scope;
        for (const rule of rules) acks.push({ path: scope.node.path, id: rule.id });
      });
      const { app } = buildApp(account);
      app.synth();
      const raw = findings(app);
      const stale = acks.filter(
        (a) => !raw.some((f) => f.rule === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`))),
      );
      expect(acks.length).toBeGreaterThan(0);
      expect(stale).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );
});
