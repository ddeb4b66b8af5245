import {
  emailEventsSubscriber,
  grantsOf,
  routeList,
  schedules,
  streamConsumers,
  tableDefinition,
} from '@academy/shared';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { AcademyStack } from '../lib/academy-stack';
import { emailSendRateFromContext, SES_SANDBOX_SEND_RATE } from '../lib/email';
import { STREAM_MAX_RECORD_AGE } from '../lib/events';
import { EMAIL_SEND_ACTIONS } from '../lib/function-roles';
import { ALARM_THRESHOLDS } from '../lib/monitoring';
import { pascal } from '../lib/paths';
import { STACK_CONTEXT_KEYS } from '../lib/stage-config';
import { env, flatTemplate, type Resources, refId, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

/** The stage's mail settings as a deployment gives them. */
const MAIL_CONTEXT = {
  emailDomain: 'academy.example.com',
  emailHostedZoneId: 'Z0123456789EMAIL',
  emailHostedZoneName: 'academy.example.com',
};

function synth(context: Record<string, string>) {
  const app = testApp();
  for (const [key, value] of Object.entries(context)) app.node.setContext(key, value);
  const stack = new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture });
  return { app, resources: flatTemplate(stack).toJSON().Resources as Resources };
}

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/** Our functions by their construct id (`EmailNotificationsFunction` → logical id), and helpers on a template. */
function inspect(resources: Resources) {
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const props = (id: string) => resources[id]?.Properties as Record<string, any>;
  const functions = new Map<string, string>();
  for (const [id, r] of ofType('AWS::Lambda::Function')) {
    const tag = (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
      (t) => t.Key === FUNCTION_TAG,
    );
    if (tag) functions.set(tag.Value, id);
  }
  const fn = (name: string) => {
    const id = functions.get(`${pascal(name)}Function`);
    if (!id) throw new Error(`no function ${name}`);
    return id;
  };
  const statementsOf = (functionId: string): Statement[] => {
    const roleId = refId(props(functionId).Role);
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
      .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const one = (type: string) => {
    const found = ofType(type);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };
  return { ofType, props, functions, fn, statementsOf, one };
}

/** Every function of the app with the grants its definition declares. */
const declared: { name: string; grants: readonly string[] }[] = [
  ...routeList.map((r) => ({ name: r.id, grants: grantsOf(r) })),
  ...schedules.map((s) => ({ name: s.id, grants: s.grants })),
  ...streamConsumers.map((c) => ({ name: c.id, grants: c.grants })),
  { name: emailEventsSubscriber.id, grants: emailEventsSubscriber.grants },
];

describe('mail through SES (issue 37), with the stage’s e-mail domain', () => {
  let app: ReturnType<typeof testApp>;
  let t: ReturnType<typeof inspect>;

  beforeAll(() => {
    const made = synth(MAIL_CONTEXT);
    app = made.app;
    t = inspect(made.resources);
  }, SYNTH_TIMEOUT);

  const tableId = () => t.one('AWS::DynamoDB::Table')[0];
  /** The failures queue (not the transcode queue and its dead letters, issue 38). */
  const queueId = () => {
    const found = t.ofType('AWS::SQS::Queue').filter(([id]) => id.includes('ScheduledFailures'));
    expect(found).toHaveLength(1);
    return found[0]![0];
  };
  const configSetId = () => t.one('AWS::SES::ConfigurationSet')[0];
  const identityId = () => t.one('AWS::SES::EmailIdentity')[0];
  const tokenSecretId = () =>
    t
      .ofType('AWS::SecretsManager::Secret')
      .find(([, s]) => !(s.Properties as any).GenerateSecretString?.GenerateStringKey)![0];

  it('streams each change’s new image from the table', () => {
    expect(tableDefinition.stream).toBe('NEW_IMAGE');
    expect(t.props(tableId()).StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('maps the stream to each consumer: its filter, batch size, retries, bisection, partial failures, bounded age, failures kept', () => {
    // (And the queue consumers' mappings on their queues, infra/test/video.test.ts.)
    const mappings = t
      .ofType('AWS::Lambda::EventSourceMapping')
      .filter(([, m]) => JSON.stringify(m.Properties).includes('StreamArn'));
    expect(mappings).toHaveLength(streamConsumers.length);
    for (const consumer of streamConsumers) {
      const fnId = t.fn(consumer.id);
      const [, mapping] = mappings.find(([, m]) => refId((m.Properties as any).FunctionName) === fnId)!;
      const p = mapping.Properties as Record<string, any>;
      expect(p.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
      expect(p).toMatchObject({
        BatchSize: consumer.batchSize,
        MaximumRetryAttempts: consumer.maxRetries,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        StartingPosition: 'TRIM_HORIZON',
        MaximumRecordAgeInSeconds: STREAM_MAX_RECORD_AGE.toSeconds(),
        Enabled: true,
      });
      expect(p.MaximumRecordAgeInSeconds).toBeLessThan(24 * 3600);
      expect(refId(p.DestinationConfig.OnFailure.Destination)).toBe(queueId());
      const patterns = (p.FilterCriteria.Filters as { Pattern: string }[]).map((f) => JSON.parse(f.Pattern));
      expect(patterns).toEqual([
        {
          eventName: [...consumer.filter.eventNames],
          dynamodb: { NewImage: { entity: { S: [...consumer.filter.entities] } } },
        },
      ]);
    }
    expect(streamConsumers[0]).toMatchObject({
      filter: { eventNames: ['INSERT'], entities: ['notification'] },
      batchSize: 25,
      maxRetries: 3,
    });
  });

  it('lets only the stream consumers’ roles read the stream, that stream alone, and send their failures to the queue', () => {
    const consumers = new Set(streamConsumers.map((c) => refId(t.props(t.fn(c.id)).Role)));
    for (const [id] of t.ofType('AWS::Lambda::Function')) {
      if (!t.props(id).Role) continue;
      const stream = t
        .statementsOf(id)
        .filter((s) =>
          [s.Action]
            .flat()
            .some((a) => /^dynamodb:(GetRecords|GetShardIterator|DescribeStream|ListStreams)$/.test(a)),
        );
      if (consumers.has(refId(t.props(id).Role))) {
        expect(stream, id).toHaveLength(1);
        expect(stream[0]!.Resource, id).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
        const sqs = t.statementsOf(id).filter((s) => [s.Action].flat().some((a) => a.startsWith('sqs:')));
        // The failures queue, and for the transcode planner the queue it sends its tasks to (issue 38).
        expect(
          sqs.map((s) => refId(s.Resource)).filter((q) => !q?.includes('WorkQueuesTranscodeTaskQueue')),
          id,
        ).toEqual([queueId()]);
      } else expect(stream, id).toEqual([]);
    }
    // A consumer's role is its own (audience `stream`): the mail schedules with the same grants do not share it.
    for (const job of schedules.filter((s) => (s.grants as readonly string[]).includes('email:send')))
      expect(consumers.has(refId(t.props(t.fn(job.id)).Role)), job.id).toBe(false);
  });

  it('publishes bounces and complaints of a configuration set to a topic, which SES alone may publish to, and the emailEvents function reads', () => {
    const [, destination] = t.one('AWS::SES::ConfigurationSetEventDestination');
    const d = destination.Properties as Record<string, any>;
    expect(refId(d.ConfigurationSetName)).toBe(configSetId());
    expect(d.EventDestination.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint']);
    expect(d.EventDestination.Enabled).toBe(true);
    const topicId = refId(d.EventDestination.SnsDestination.TopicARN)!;
    expect(t.props(topicId)).toBeDefined();
    const policy = t
      .ofType('AWS::SNS::TopicPolicy')
      .find(([, p]) => (p.Properties!.Topics as unknown[]).some((x) => refId(x) === topicId))!;
    const text = JSON.stringify(policy[1].Properties);
    expect(text).toContain('ses.amazonaws.com');
    expect(text).toContain('configuration-set/');
    expect(text).toContain('aws:SecureTransport');
    const subscriptions = t
      .ofType('AWS::SNS::Subscription')
      .filter(([, s]) => refId((s.Properties as any).TopicArn) === topicId);
    expect(subscriptions).toHaveLength(1);
    const events = t.fn(emailEventsSubscriber.id);
    expect(subscriptions[0]![1].Properties).toMatchObject({ Protocol: 'lambda' });
    expect(refId((subscriptions[0]![1].Properties as any).Endpoint)).toBe(events);
    const permission = t
      .ofType('AWS::Lambda::Permission')
      .find(([, p]) => refId((p.Properties as any).FunctionName) === events)!;
    expect(permission[1].Properties).toMatchObject({ Principal: 'sns.amazonaws.com' });
    expect(refId((permission[1].Properties as any).SourceArn)).toBe(topicId);
    // An event that still fails after Lambda's retries is kept.
    const [, invokeConfig] = t
      .ofType('AWS::Lambda::EventInvokeConfig')
      .find(([, c]) => refId((c.Properties as any).FunctionName) === events)!;
    expect(refId((invokeConfig.Properties as any).DestinationConfig.OnFailure.Destination)).toBe(queueId());
    expect(t.props(configSetId()).SuppressionOptions).toEqual({
      SuppressedReasons: ['BOUNCE', 'COMPLAINT'],
    });
  });

  it('lets email:send send as the stage’s identity from its one address with the configuration set, and nothing else', () => {
    for (const { name, grants } of declared) {
      const ses = t
        .statementsOf(t.fn(name))
        .filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
      if (!grants.includes('email:send')) {
        expect(ses, name).toEqual([]);
        continue;
      }
      expect(ses, name).toHaveLength(1);
      expect([ses[0]!.Action].flat().sort(), name).toEqual([...EMAIL_SEND_ACTIONS].sort());
      const resources = [ses[0]!.Resource].flat();
      expect(resources, name).toHaveLength(2);
      const text = JSON.stringify(resources);
      expect(text, name).toContain(`:identity/",{"Ref":"${identityId()}"}`);
      expect(text, name).toContain(':configuration-set/');
      expect(JSON.stringify(resources), name).toContain(`"Ref":"${configSetId()}"`);
      expect(ses[0]!.Condition, name).toEqual({
        StringEquals: { 'ses:FromAddress': 'no-reply@academy.example.com' },
      });
    }
    // No policy anywhere allows ses:* or any SES action on every resource.
    for (const [id, policy] of t.ofType('AWS::IAM::Policy')) {
      for (const s of (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement) {
        const actions = [s.Action].flat();
        expect(
          actions.filter((a) => a === 'ses:*' || a === '*'),
          id,
        ).toEqual([]);
        if (actions.some((a) => a.startsWith('ses:'))) expect([s.Resource].flat(), id).not.toContain('*');
      }
    }
  });

  it('gives the mail functions their sender, configuration set and rate, and the link functions the key’s ARN and the site', () => {
    for (const { name, grants } of declared) {
      const vars = t.props(t.fn(name)).Environment.Variables as Record<string, unknown>;
      const sends = grants.includes('email:send');
      const links = grants.includes('email:token-secret');
      expect(vars.EMAIL_FROM, name).toBe(sends ? 'no-reply@academy.example.com' : undefined);
      expect(refId(vars.EMAIL_CONFIGURATION_SET), name).toBe(sends ? configSetId() : undefined);
      expect(vars.EMAIL_SEND_RATE, name).toBe(sends ? String(SES_SANDBOX_SEND_RATE) : undefined);
      expect(refId(vars.EMAIL_TOKEN_SECRET_ID), name).toBe(links ? tokenSecretId() : undefined);
      if (sends || links)
        expect(JSON.stringify(vars.PUBLIC_SITE_URL), name).toMatch(/Distribution.*DomainName/);
    }
    expect(declared.filter((d) => d.grants.includes('email:send')).map((d) => d.name)).toEqual(
      expect.arrayContaining(['sendChatEmails', 'sendDailyDigests', 'emailNotifications']),
    );
    expect(declared.filter((d) => d.grants.includes('email:token-secret')).map((d) => d.name)).toEqual(
      expect.arrayContaining(['unsubscribeEmail', 'resubscribeEmail']),
    );
  });

  it('generates the links’ key in CloudFormation (no value in the template) and lets only email:token-secret read it', () => {
    const secret = t.props(tokenSecretId());
    expect(secret.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.GenerateSecretString.SecretStringTemplate).toBeUndefined();
    expect(secret.SecretString).toBeUndefined();
    for (const { name, grants } of declared) {
      const reads = t
        .statementsOf(t.fn(name))
        .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
        .flatMap((s) => [s.Resource].flat().map((r) => refId(r)));
      expect(reads.includes(tokenSecretId()), name).toBe(grants.includes('email:token-secret'));
    }
  });

  it('alarms when a consumer falls behind or throws, when suppressing fails, and on SES’s bounce and complaint rates', () => {
    const alarms = t.ofType('AWS::CloudWatch::Alarm').map(([id, r]) => ({ id, ...(r.Properties as any) }));
    const on = (fnId: string, metric: string) =>
      alarms.filter(
        (a) =>
          a.MetricName === metric && a.Dimensions?.some((d: { Value: unknown }) => refId(d.Value) === fnId),
      );
    for (const consumer of streamConsumers) {
      const fnId = t.fn(consumer.id);
      expect(on(fnId, 'IteratorAge')[0], consumer.id).toMatchObject({
        Statistic: 'Maximum',
        Threshold: ALARM_THRESHOLDS.streamIteratorAgeMs,
      });
      expect(ALARM_THRESHOLDS.streamIteratorAgeMs).toBeLessThan(STREAM_MAX_RECORD_AGE.toMilliseconds());
      expect(on(fnId, 'Errors'), consumer.id).toHaveLength(1);
    }
    expect(on(t.fn(emailEventsSubscriber.id), 'Errors')).toHaveLength(1);
    const ses = (metric: string) => alarms.find((a) => a.Namespace === 'AWS/SES' && a.MetricName === metric);
    expect(ses('Reputation.BounceRate')).toMatchObject({ Threshold: ALARM_THRESHOLDS.emailBounceRate });
    expect(ses('Reputation.ComplaintRate')).toMatchObject({ Threshold: ALARM_THRESHOLDS.emailComplaintRate });
  });

  it('stays clean under the AWS Solutions checks', () => {
    expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);
  });
});

describe('mail without an e-mail domain (a first deploy, offline synth)', () => {
  let t: ReturnType<typeof inspect>;

  beforeAll(() => {
    t = inspect(synth({ emailSendRate: '50' }).resources);
  }, SYNTH_TIMEOUT);

  it('deploys the same resources, but maps the stream disabled for the consumers that mail and leaves the mail schedules off', () => {
    for (const consumer of streamConsumers) {
      const fnId = t.fn(consumer.id);
      const [, mapping] = t
        .ofType('AWS::Lambda::EventSourceMapping')
        .find(([, m]) => refId((m.Properties as any).FunctionName) === fnId)!;
      // The transcode planner (issue 38) mails nothing: it runs without a sender.
      expect((mapping.Properties as any).Enabled, consumer.id).toBe(
        !(consumer.grants as readonly string[]).includes('email:send'),
      );
    }
    expect(t.ofType('AWS::SES::ConfigurationSet')).toHaveLength(1);
    for (const job of schedules) {
      const fnId = t.fn(job.id);
      const [, rule] = t
        .ofType('AWS::Events::Rule')
        .find(([, r]) => (r.Properties!.Targets as { Arn: unknown }[]).some((x) => refId(x.Arn) === fnId))!;
      expect((rule.Properties as any).State, job.id).toBe(
        (job.grants as readonly string[]).includes('email:send') ? 'DISABLED' : 'ENABLED',
      );
    }
  });

  it('lets no role send mail and sets no sender, but keeps the configured rate', () => {
    for (const { name, grants } of declared) {
      const id = t.fn(name);
      expect(
        t.statementsOf(id).filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:'))),
        name,
      ).toEqual([]);
      const vars = t.props(id).Environment.Variables as Record<string, unknown>;
      expect(vars.EMAIL_FROM, name).toBeUndefined();
      if (grants.includes('email:send')) expect(vars.EMAIL_SEND_RATE, name).toBe('50');
    }
  });
});

describe('the send rate setting', () => {
  const rateWith = (value: unknown) => {
    const app = testApp();
    if (value !== undefined) app.node.setContext('emailSendRate', value);
    return () => emailSendRateFromContext(app);
  };

  it('is the sandbox’s 14 unless a stage gives its own, as a number (stages) or a string (-c), and refuses nonsense', () => {
    expect(rateWith(undefined)()).toBe(14);
    expect(rateWith(50)()).toBe(50);
    expect(rateWith('50')()).toBe(50);
    for (const bad of ['fast', 0, -1, 20_000]) expect(rateWith(bad), String(bad)).toThrow(/emailSendRate/);
    expect(STACK_CONTEXT_KEYS).toContain('emailSendRate');
  });
});
