import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The namespace of the academy's business metrics (functions/src/lib/metrics.ts writes them). */
export const METRICS_NAMESPACE = 'Academy';

/** The table operations the functions make (no Scan, no PartiQL): an alarm's math takes at most 10 metrics. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/** The business metrics the dashboard shows (names as functions/src/lib/metrics.ts sends them). */
export const BUSINESS_METRICS = [
  'EnrollmentsCreated',
  'PaymentsCaptured',
  'PaymentsFailed',
  'WebhooksRejected',
  'RefundsApproved',
  'RemindersSent',
  'EmailsSent',
  'EmailsSuppressed',
] as const;

/**
 * The thresholds of the alarms, in one place (docs/operations.md has a runbook line for each alarm).
 * - API 5xx: more than 1 % of requests over 5 minutes, three 5-minute periods out of three (a few errors in a
 *   quiet hour do not page).
 * - API p99 latency: over 3 s for 15 minutes (the functions time out at 10 s; the signed-in reads take
 *   tens of ms, docs/performance.md).
 */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 1,
  apiP99LatencyMs: 3000,
  /** Bad webhook signatures in 15 minutes: a misconfigured webhook secret, or someone probing. */
  webhooksRejected: 5,
  /**
   * A stream consumer's oldest record: 30 minutes behind is half of STREAM_MAX_RECORD_AGE (./events.ts), so the
   * alarm comes while there is still time before records are given up on (sent to the failures queue).
   */
  streamIteratorAgeMs: 30 * 60 * 1000,
  /**
   * SES's reputation rates (the account's, AWS/SES): SES puts an account under review at a 5 % bounce rate and a
   * 0.1 % complaint rate; these alarm at half of each, while there is time to find the cause.
   */
  emailBounceRate: 0.025,
  emailComplaintRate: 0.0005,
} as const;

export interface WatchedResources {
  readonly httpApi: HttpApi;
  readonly table: ITable;
  readonly failuresQueue: IQueue;
  /** The scheduled functions, by job id. */
  readonly scheduledFunctions: Record<string, IFunction>;
  /** The payment webhook's function (its errors page at once). */
  readonly webhookFunction?: IFunction;
}

export interface MonitoringProps {
  /** Where alarms are e-mailed (context `alarmEmail` per stage). @default none: the topic alone */
  readonly alarmEmail?: string;
}

/**
 * What tells the team that something broke (issue 36 item 2): one SNS topic every alarm notifies (and clears),
 * an e-mail subscription when the stage names an address, the alarms of the whole application (API, table,
 * scheduled jobs, failures queue, payments), and one CloudWatch dashboard. Each route function's own errors and
 * throttles alarms sit in its feature's nested stack (./feature-api.ts, `functionAlarms`).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  dashboard?: Dashboard;

  /** The topic first (the feature stacks' function alarms notify it); `watch` adds the rest. */
  constructor(scope: Construct, id: string, props: MonitoringProps = {}) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', {
      displayName: 'Academy alarms',
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
  }

  /** The application's alarms and the dashboard, once the API, the table and the schedule exist. */
  watch(props: WatchedResources): void {
    const api = props.httpApi;
    const every5 = { period: Duration.minutes(5) };
    const api5xxRate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: api.metricServerError({ ...every5, statistic: Stats.SUM }),
        requests: api.metricCount({ ...every5, statistic: Stats.SUM }),
      },
      label: 'API 5xx %',
      period: Duration.minutes(5),
    });
    this.alarm('Api5xxRate', api5xxRate, {
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      evaluationPeriods: 3,
      description:
        'More than 1 % of API requests answered 5xx for 15 minutes (docs/operations.md#api5xxrate).',
    });
    this.alarm('ApiLatencyP99', api.metricLatency({ ...every5, statistic: Stats.percentile(99) }), {
      threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      evaluationPeriods: 3,
      description: 'API p99 latency over 3 s for 15 minutes (docs/operations.md#apilatencyp99).',
    });

    this.alarm(
      'TableThrottles',
      props.table.metricThrottledRequestsForOperations({ ...every5, operations: TABLE_OPERATIONS }),
      {
        threshold: 0,
        evaluationPeriods: 1,
        description: 'DynamoDB throttled requests (docs/operations.md#tablethrottles).',
      },
    );
    this.alarm(
      'TableSystemErrors',
      props.table.metricSystemErrorsForOperations({ ...every5, operations: TABLE_OPERATIONS }),
      {
        threshold: 0,
        evaluationPeriods: 1,
        description: 'DynamoDB system errors (docs/operations.md#tablesystemerrors).',
      },
    );

    for (const [job, fn] of Object.entries(props.scheduledFunctions)) {
      this.alarm(`${pascalCase(job)}Errors`, fn.metricErrors({ ...every5, statistic: Stats.SUM }), {
        threshold: 0,
        evaluationPeriods: 1,
        description: `Scheduled job ${job} threw (docs/operations.md#scheduled-job-errors).`,
      });
    }
    // (Its id from before the queue kept more than scheduled runs: renaming it would replace the alarm.)
    this.alarm(
      'ScheduledFailuresDepth',
      props.failuresQueue.metricApproximateNumberOfMessagesVisible({ ...every5, statistic: Stats.MAXIMUM }),
      {
        threshold: 0,
        evaluationPeriods: 1,
        description:
          'A scheduled run, a stream batch or an SES event failed every attempt (or could not be delivered): kept in the failures queue (docs/operations.md#scheduledfailuresdepth).',
      },
    );

    const reputation = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: Stats.MAXIMUM,
        period: Duration.minutes(15),
      });
    this.alarm('EmailBounceRate', reputation('Reputation.BounceRate'), {
      threshold: ALARM_THRESHOLDS.emailBounceRate,
      evaluationPeriods: 1,
      description: 'SES bounce rate over 2.5 % (review at 5 %) (docs/operations.md#email-reputation).',
    });
    this.alarm('EmailComplaintRate', reputation('Reputation.ComplaintRate'), {
      threshold: ALARM_THRESHOLDS.emailComplaintRate,
      evaluationPeriods: 1,
      description: 'SES complaint rate over 0.05 % (review at 0.1 %) (docs/operations.md#email-reputation).',
    });

    if (props.webhookFunction)
      this.alarm(
        'PaymentWebhookErrors',
        props.webhookFunction.metricErrors({ ...every5, statistic: Stats.SUM }),
        {
          threshold: 0,
          evaluationPeriods: 1,
          description:
            'The Razorpay webhook threw: Razorpay retries it (docs/operations.md#paymentwebhookerrors).',
        },
      );
    this.alarm('WebhooksRejected', businessMetric('WebhooksRejected', Duration.minutes(15)), {
      threshold: ALARM_THRESHOLDS.webhooksRejected - 1,
      evaluationPeriods: 1,
      description: 'Webhooks with a bad signature (docs/operations.md#webhooksrejected).',
    });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.hours(6),
      widgets: [
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [api.metricCount(every5), api.metricClientError(every5), api.metricServerError(every5)],
            width: 12,
          }),
          new GraphWidget({
            title: 'API latency (p50, p99)',
            left: [
              api.metricLatency({ ...every5, statistic: Stats.percentile(50) }),
              api.metricLatency({ ...every5, statistic: Stats.percentile(99) }),
            ],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'DynamoDB capacity used',
            left: [props.table.metricConsumedReadCapacityUnits(every5)],
            right: [props.table.metricConsumedWriteCapacityUnits(every5)],
            width: 12,
          }),
          // One math expression a graph: both name their metrics by operation.
          new GraphWidget({
            title: 'DynamoDB throttled requests',
            left: [
              props.table.metricThrottledRequestsForOperations({ ...every5, operations: TABLE_OPERATIONS }),
            ],
            width: 6,
          }),
          new GraphWidget({
            title: 'DynamoDB system errors',
            left: [props.table.metricSystemErrorsForOperations({ ...every5, operations: TABLE_OPERATIONS })],
            width: 6,
          }),
        ],
        [
          new GraphWidget({
            title: 'Enrolments and payments',
            left: ['EnrollmentsCreated', 'PaymentsCaptured', 'PaymentsFailed', 'WebhooksRejected'].map(
              (name) => businessMetric(name, Duration.hours(1)),
            ),
            width: 12,
          }),
          new GraphWidget({
            title: 'Reminders and mails sent, addresses suppressed',
            left: ['RemindersSent', 'EmailsSent', 'EmailsSuppressed'].map((name) =>
              businessMetric(name, Duration.hours(1)),
            ),
            width: 6,
          }),
          new SingleValueWidget({
            title: 'Failures kept (runs, stream batches, SES events)',
            metrics: [props.failuresQueue.metricApproximateNumberOfMessagesVisible()],
            width: 6,
          }),
        ],
      ],
    });
  }

  /** An alarm that notifies the topic when it fires and when it clears; missing data is not a breach. */
  private alarm(
    id: string,
    metric: IMetric,
    options: { threshold: number; evaluationPeriods: number; description: string },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}

/** One of the business metrics, summed over `period`, all services together. */
export const businessMetric = (name: string, period: Duration) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: 'academy' },
    statistic: Stats.SUM,
    period,
  });

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * Each function's own alarms: any error, and any throttle, in 5 minutes, notifying `topic`. Used for every route
 * function in its feature's nested stack.
 */
export function functionAlarms(scope: Construct, name: string, fn: IFunction, topic: ITopic) {
  const action = new SnsAction(topic);
  const every5 = { period: Duration.minutes(5), statistic: Stats.SUM };
  const made: Record<'Errors' | 'Throttles', Alarm> = {} as never;
  for (const [kind, metric] of [
    ['Errors', fn.metricErrors(every5)],
    ['Throttles', fn.metricThrottles(every5)],
  ] as const) {
    const alarm = new Alarm(scope, `${name}${kind}`, {
      metric,
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${name}: ${kind.toLowerCase()} in 5 minutes (docs/operations.md#function-${kind.toLowerCase()}).`,
    });
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    made[kind] = alarm;
  }
  return made;
}

/**
 * An event function's alarms (./events.ts, in its stack): any error in 5 minutes, and for a stream consumer how far
 * behind the table it is (its oldest record's age, ALARM_THRESHOLDS.streamIteratorAgeMs), notifying `topic`.
 */
export function eventFunctionAlarms(
  scope: Construct,
  name: string,
  fn: IFunction,
  topic: ITopic,
  options: { invokedBy: 'stream' | 'topic' | 'queue' },
): Alarm[] {
  const action = new SnsAction(topic);
  const every5 = { period: Duration.minutes(5) };
  const descriptions = {
    stream: `Stream consumer ${name} threw; Lambda retries the batch (docs/operations.md#stream-consumer-errors).`,
    topic: `${name} threw; Lambda retries the event, then keeps it in the failures queue (docs/operations.md#event-function-errors).`,
    queue: `Queue consumer ${name} threw; its messages are delivered again, then kept in its dead-letter queue (docs/operations.md#dead-letter-queues).`,
  };
  const made = [
    new Alarm(scope, `${name}Errors`, {
      metric: fn.metricErrors({ ...every5, statistic: Stats.SUM }),
      threshold: 0,
      alarmDescription: descriptions[options.invokedBy],
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  ];
  if (options.invokedBy === 'stream')
    made.push(
      new Alarm(scope, `${name}IteratorAge`, {
        metric: fn.metric('IteratorAge', { ...every5, statistic: Stats.MAXIMUM }),
        threshold: ALARM_THRESHOLDS.streamIteratorAgeMs,
        alarmDescription: `Stream consumer ${name} is over 30 minutes behind the table (docs/operations.md#stream-iterator-age).`,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  for (const alarm of made) {
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
  }
  return made;
}

/**
 * A queue consumer's dead-letter queue holds a message (./queues.ts, in the consumer's stack): one failed every
 * delivery (a transcoding task, issue 38) and is kept for an operator. Fires and clears like the failures queue's.
 */
export function deadLetterAlarm(scope: Construct, name: string, queue: IQueue, topic: ITopic): Alarm {
  const action = new SnsAction(topic);
  const alarm = new Alarm(scope, `${name}DeadLetters`, {
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(5),
      statistic: Stats.MAXIMUM,
    }),
    threshold: 0,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: `A message for ${name} failed every delivery: kept in its dead-letter queue (docs/operations.md#dead-letter-queues).`,
  });
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
