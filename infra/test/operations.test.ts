import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  emailEventsSubscriber,
  routeList,
  routes,
  SCHEDULED_RUN_RETRIES,
  schedules,
  streamConsumers,
} from '@academy/shared';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { AcademyStack } from '../lib/academy-stack';
import { pascal, repoRoot } from '../lib/paths';
import {
  env,
  flatTemplate,
  type Resources,
  refId,
  resourcesOfType,
  SYNTH_TIMEOUT,
  spaFixture,
  stackTemplates,
  synthAcademy,
  testApp,
} from './support';

let resources: Resources;

beforeAll(() => {
  ({ resources } = synthAcademy({ alarmEmail: 'oncall@academy.example.com' }));
}, SYNTH_TIMEOUT);

const ofType = (type: string) => resourcesOfType(resources, type);
const props = (id: string) => resources[id]?.Properties as Record<string, any>;

/** Our function's logical id by its construct id (`ListCoursesFunction`), from the tag every one carries. */
function functionId(name: string): string {
  const found = ofType('AWS::Lambda::Function').find(([, r]) =>
    (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.some(
      (t) => t.Key === FUNCTION_TAG && t.Value === name,
    ),
  );
  if (!found) throw new Error(`no function ${name}`);
  return found[0];
}

/** The alarms topic (the other one is SES's bounces and complaints, infra/lib/email.ts). */
const topicId = () =>
  ofType('AWS::SNS::Topic').find(([, t]) => t.Properties?.DisplayName === 'Academy alarms')![0];
const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([id, r]) => ({ id, ...(r.Properties as any) }));
const notifiesTopic = (alarm: { AlarmActions?: unknown[]; OKActions?: unknown[] }) =>
  refId(alarm.AlarmActions?.[0]) === topicId() && refId(alarm.OKActions?.[0]) === topicId();

describe('alarms (issue 36 item 2)', () => {
  it('sends every alarm to one topic, TLS only, e-mailed to the stage’s address', () => {
    expect(ofType('AWS::SNS::Topic')).toHaveLength(2);
    const [, subscription] = ofType('AWS::SNS::Subscription').find(
      ([, s]) => s.Properties?.Protocol === 'email',
    )!;
    expect(subscription.Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'oncall@academy.example.com',
    });
    expect(refId(subscription.Properties!.TopicArn)).toBe(topicId());
    const policy = ofType('AWS::SNS::TopicPolicy').find(([, p]) =>
      (p.Properties!.Topics as unknown[]).some((t) => refId(t) === topicId()),
    )![1];
    expect(JSON.stringify(policy.Properties)).toContain('aws:SecureTransport');
    for (const alarm of alarms()) expect(notifiesTopic(alarm), alarm.id).toBe(true);
  });

  it('watches each function’s errors and throttles, route, scheduled and event alike', () => {
    const eventIds = [...streamConsumers.map((c) => c.id), emailEventsSubscriber.id];
    for (const name of [...routeList.map((r) => r.id), ...schedules.map((s) => s.id), ...eventIds]) {
      const fn = functionId(`${pascal(name)}Function`);
      const on = (metric: string) =>
        alarms().filter(
          (a) =>
            a.MetricName === metric &&
            a.Namespace === 'AWS/Lambda' &&
            a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === fn),
        );
      expect(on('Errors').length, `${name} errors`).toBeGreaterThanOrEqual(1);
      if (routeList.some((r) => r.id === name)) expect(on('Throttles'), `${name} throttles`).toHaveLength(1);
    }
  });

  it('watches the API’s 5xx rate and p99 latency, the table’s throttles and system errors, and payments', () => {
    const all = alarms();
    const byDescription = (text: string) => all.filter((a) => String(a.AlarmDescription).includes(text));
    const rate = byDescription('5xx')[0]!;
    expect(JSON.stringify(rate.Metrics)).toMatch(/100 \* errors/);
    expect(rate).toMatchObject({ Threshold: 1, EvaluationPeriods: 3 });
    expect(byDescription('p99 latency')[0]).toMatchObject({ ExtendedStatistic: 'p99', Threshold: 3000 });
    expect(byDescription('DynamoDB throttled')).toHaveLength(1);
    expect(byDescription('DynamoDB system errors')).toHaveLength(1);
    const webhook = functionId(`${pascal(routes.paymentWebhook.id)}Function`);
    expect(
      all.some(
        (a) =>
          String(a.AlarmDescription).includes('Razorpay webhook threw') &&
          a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === webhook),
      ),
    ).toBe(true);
    expect(byDescription('bad signature')[0]).toMatchObject({
      Namespace: 'Academy',
      MetricName: 'WebhooksRejected',
      Threshold: 4,
    });
  });

  it('has a runbook line for every alarm of the application in docs/operations.md', () => {
    const runbook = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
    for (const alarm of alarms()) {
      const anchor = /docs\/operations\.md#([a-z0-9-]+)/.exec(String(alarm.AlarmDescription))?.[1];
      expect(anchor, `${alarm.id}: its description links the runbook`).toBeDefined();
      expect(runbook, `${alarm.id}: anchor #${anchor}`).toContain(`<a id="${anchor}"></a>`);
    }
  });

  it('draws one dashboard', () => {
    expect(ofType('AWS::CloudWatch::Dashboard')).toHaveLength(1);
    const body = JSON.stringify(ofType('AWS::CloudWatch::Dashboard')[0]![1].Properties!.DashboardBody);
    for (const metric of ['EnrollmentsCreated', 'PaymentsCaptured', 'PaymentsFailed', 'RemindersSent'])
      expect(body).toContain(metric);
  });
});

describe('failures are kept (issue 36 item 3)', () => {
  /** The failures queue (the others are the queue consumers' queues and dead-letter queues, issue 38). */
  const queueId = () => {
    const queues = ofType('AWS::SQS::Queue').filter(([id]) => id.includes('ScheduledFailures'));
    expect(queues).toHaveLength(1);
    return queues[0]![0];
  };

  it('keeps failed scheduled runs 14 days in an encrypted queue, alarmed on its depth', () => {
    expect(props(queueId())).toMatchObject({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    expect(
      alarms().some(
        (a) =>
          a.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          a.Dimensions?.some((d: { Value: unknown }) => JSON.stringify(d.Value).includes(queueId())),
      ),
    ).toBe(true);
  });

  it('lets only the scheduled and event functions’ roles send to the queue, and nothing more', () => {
    const scheduledRoles = new Set(
      [...schedules, ...streamConsumers, emailEventsSubscriber].map((job) =>
        refId(props(functionId(`${pascal(job.id)}Function`)).Role),
      ),
    );
    for (const [id, policy] of ofType('AWS::IAM::Policy')) {
      const statements = (
        policy.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }
      ).Statement;
      for (const statement of statements.filter(
        (st) => [st.Action].flat().some((a) => a.startsWith('sqs:')) && refId(st.Resource) === queueId(),
      )) {
        expect(
          [statement.Action]
            .flat()
            .every((a) => /^sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)$/.test(a)),
          id,
        ).toBe(true);
        for (const role of policy.Properties!.Roles as unknown[])
          expect(scheduledRoles.has(refId(role)), id).toBe(true);
      }
    }
  });

  it('retries each scheduled run twice, then sends it to the queue; an undelivered event goes there too', () => {
    for (const job of schedules) {
      const fn = functionId(`${pascal(job.id)}Function`);
      const config = ofType('AWS::Lambda::EventInvokeConfig').find(
        ([, r]) => refId(r.Properties!.FunctionName) === fn,
      );
      expect(config, job.id).toBeDefined();
      expect(config![1].Properties).toMatchObject({ MaximumRetryAttempts: SCHEDULED_RUN_RETRIES });
      const onFailure = (config![1].Properties as any).DestinationConfig.OnFailure.Destination;
      expect(refId(onFailure), job.id).toBe(queueId());
      const rule = ofType('AWS::Events::Rule').find(([, r]) =>
        (r.Properties!.Targets as { Arn: unknown }[]).some((t) => refId(t.Arn) === fn),
      )!;
      const target = (rule[1].Properties!.Targets as any[])[0];
      expect(refId(target.DeadLetterConfig.Arn), job.id).toBe(queueId());
      expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    }
  });
});

describe('canary deployments (issue 36 item 7)', () => {
  let canary: Resources;
  let stacks: ReturnType<typeof stackTemplates>;
  let app: ReturnType<typeof testApp>;

  beforeAll(() => {
    app = testApp();
    app.node.setContext('lambdaDeployment', 'canary');
    const stack = new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture });
    canary = flatTemplate(stack).toJSON().Resources as Resources;
    stacks = stackTemplates(stack);
  }, SYNTH_TIMEOUT);

  const inCanary = (type: string) => Object.entries(canary).filter(([, r]) => r.Type === type);

  it('has the API invoke each route function’s live alias, which CodeDeploy moves 10 % for 5 minutes, rolled back by its errors alarm', () => {
    const aliases = inCanary('AWS::Lambda::Alias');
    expect(aliases).toHaveLength(routeList.length);
    const groups = inCanary('AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(routeList.length);
    for (const [aliasId, alias] of aliases) {
      expect(alias.Properties).toMatchObject({ Name: 'live' });
      const integration = inCanary('AWS::ApiGatewayV2::Integration').find(
        ([, i]) => refId(i.Properties!.IntegrationUri) === aliasId,
      );
      expect(integration, aliasId).toBeDefined();
      const permission = inCanary('AWS::Lambda::Permission').find(
        ([, p]) => refId(p.Properties!.FunctionName) === aliasId,
      );
      expect(permission, aliasId).toBeDefined();
      expect(JSON.stringify(alias.UpdatePolicy)).toContain('CodeDeployLambdaAliasUpdate');
    }
    for (const [id, group] of groups) {
      const p = group.Properties as Record<string, any>;
      expect(p.DeploymentConfigName, id).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(p.AutoRollbackConfiguration, id).toMatchObject({
        Enabled: true,
        Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
      });
      const alarm = canary[refId(p.AlarmConfiguration.Alarms[0].Name)!];
      expect(alarm?.Properties).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda' });
    }
  });

  it('keeps every stack within its budget with the aliases and deployment groups', () => {
    for (const { path: at, template } of stacks)
      expect(Object.keys(template.toJSON().Resources).length, at).toBeLessThanOrEqual(300);
  });

  it('stays clean under the AWS Solutions checks', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);
  });
});
