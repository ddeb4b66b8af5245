import type { QueueConsumerDef, StreamConsumerDef, TopicSubscriberDef } from '@academy/shared';
import { Duration, NestedStack, type NestedStackProps, Size } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type ITopic, Subscription, SubscriptionProtocol } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { AcademyFunction, type AcademyResources } from './academy-function';
import type { Email } from './email';
import { FunctionRoles } from './function-roles';
import { deadLetterAlarm, eventFunctionAlarms } from './monitoring';
import { pascal } from './paths';
import { WorkQueues } from './queues';

/** What Lambda may do on the table's stream: read its shards (as the DynamoDB guide lists it), on that stream only. */
export const STREAM_READ_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
] as const;

/**
 * How old a stream record may get before Lambda gives up on it and sends its place to the failures queue. The
 * stream keeps records 24 hours: an hour leaves an operator the rest of the day to read and redrive a failed batch
 * (docs/operations.md), and a notification's mail an hour late is still worth sending; older, it is not tried.
 */
export const STREAM_MAX_RECORD_AGE = Duration.hours(1);

/** How often Lambda runs an event it invoked asynchronously (SNS's) again before sending it to the failures queue. */
export const EVENT_RETRIES = 2;

export interface EventsProps extends NestedStackProps {
  /** `streamConsumers` of shared/src/event-functions.ts. */
  readonly streamConsumers: readonly StreamConsumerDef[];
  /** `queueConsumers` of shared/src/event-functions.ts, each fed by its own queue (./queues.ts, made here). */
  readonly queueConsumers: readonly QueueConsumerDef[];
  /** `emailEventsSubscriber`: SES's bounces and complaints, through the Email construct's topic. */
  readonly emailEventsSubscriber: TopicSubscriberDef;
  readonly table: ITable;
  readonly email: Email;
  /** Where failed batches and events are kept (the Schedule's queue). */
  readonly failures: IQueue;
  readonly resources: AcademyResources;
  /** The alarms topic (in the parent stack): each function's alarms notify it. */
  readonly alarmTopic: ITopic;
  /**
   * Whether mail goes out at all (a sender is configured): else the mappings of the stream consumers that mail are
   * created disabled.
   */
  readonly mailEnabled: boolean;
}

/**
 * The functions that events invoke (issue 37), in a nested stack of their own (the application's stack keeps its
 * room for routes, like the feature stacks): each stream consumer with its event source mapping on the table's
 * stream, each queue consumer (issue 38) with its queue, dead-letter queue and mapping, and the subscriber of SES's
 * bounces and complaints, with the execution roles of their grant sets and their alarms. Failures are kept like a
 * scheduled run's: a batch that still fails after its retries, or a record too old, has its place in the stream sent
 * to the failures queue; an SNS event that still fails after EVENT_RETRIES goes there whole. A queue's message that
 * fails its deliveries goes to that queue's own dead-letter queue.
 */
export class Events extends NestedStack {
  /** The stream consumers and queue consumers by id, and `emailEvents`. */
  readonly functions: Record<string, AcademyFunction> = {};
  readonly streamConsumers: Record<string, AcademyFunction> = {};
  /** The queue consumers by id. */
  readonly queueConsumers: Record<string, AcademyFunction> = {};
  readonly mappings: Record<string, EventSourceMapping> = {};
  /** The queue consumers' queues and dead-letter queues. */
  readonly workQueues: WorkQueues;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id, {
      ...props,
      description:
        'Online learning academy: the functions the table stream, SES events and the transcode queue invoke',
    });
    // The queues first: the planner (a stream consumer) sends to the transcode queue (`transcode:send`).
    this.workQueues = new WorkQueues(this, 'WorkQueues', { consumers: props.queueConsumers });
    const resources: AcademyResources = {
      ...props.resources,
      transcodeQueue: this.workQueues.queues.transcodeTask,
    };
    const roles = new FunctionRoles(this, 'FunctionRoles', resources);
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('The table has no stream: infra/lib/data.ts must enable it');
    for (const consumer of props.streamConsumers) {
      const name = pascal(consumer.id);
      const fn = new AcademyFunction(this, `${name}Function`, {
        handlerModule: consumer.handler,
        grants: consumer.grants,
        resources,
        roles,
        audience: 'stream',
        description: consumer.description,
        // A batch of mails at the stage's send rate, not an API call (a data export's build says its own).
        timeout: Duration.seconds(consumer.timeoutSeconds ?? 60),
        ...(consumer.memoryMb ? { memorySize: consumer.memoryMb } : {}),
      });
      // On the shared role of the stream consumers with this grant set; only `stream` roles get it.
      fn.role!.addToPrincipalPolicy(
        new PolicyStatement({ actions: [...STREAM_READ_ACTIONS], resources: [streamArn] }),
      );
      this.functions[consumer.id] = fn;
      this.streamConsumers[consumer.id] = fn;
      eventFunctionAlarms(this, name, fn, props.alarmTopic, { invokedBy: 'stream' });
      this.mappings[consumer.id] = new EventSourceMapping(this, `${name}Mapping`, {
        target: fn,
        eventSourceArn: streamArn,
        // From the oldest record the stream holds (LATEST would skip what is written between the stream's
        // creation and the mapping's). A mapping made again replays the stream's last hour (older records are
        // given up on, below), which mails nothing twice: each mail is claimed by its notification's id first
        // (email-delivery.ts).
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: consumer.batchSize,
        // The handler reports the record that failed; Lambda retries from it, halving a batch that throws.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: consumer.maxRetries,
        maxRecordAge: STREAM_MAX_RECORD_AGE,
        onFailure: new SqsDlq(props.failures),
        // Lambda drops the other records before invoking (no cost, no invocation): these event names, and items
        // of these entities (every item names its entity).
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.or(...consumer.filter.eventNames),
            dynamodb: { NewImage: { entity: { S: FilterRule.or(...consumer.filter.entities) } } },
          }),
        ],
        // Only a consumer that mails waits for a sender (the transcode planner does not).
        enabled: props.mailEnabled || !(consumer.grants as readonly string[]).includes('email:send'),
      });
    }

    // Queue consumers: a message that fails `maxReceiveCount` deliveries goes to its queue's dead-letter queue
    // (./queues.ts), which the monitoring alarms on.
    for (const consumer of props.queueConsumers) {
      const name = pascal(consumer.id);
      const queue = this.workQueues.queues[consumer.id]!;
      const fn = new AcademyFunction(this, `${name}Function`, {
        handlerModule: consumer.handler,
        grants: consumer.grants,
        resources,
        roles,
        audience: 'queue',
        description: consumer.description,
        timeout: Duration.seconds(consumer.timeoutSeconds),
        memorySize: consumer.memoryMb,
        ephemeralStorageSize: Size.mebibytes(consumer.ephemeralStorageMb),
      });
      // Also lets the role (the `queue` role of this grant set) receive, delete and change the visibility of this
      // queue's messages.
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: consumer.batchSize,
          // The handler answers `{ batchItemFailures }`: only the failed messages come back.
          reportBatchItemFailures: true,
        }),
      );
      this.functions[consumer.id] = fn;
      this.queueConsumers[consumer.id] = fn;
      eventFunctionAlarms(this, name, fn, props.alarmTopic, { invokedBy: 'queue' });
      deadLetterAlarm(this, name, this.workQueues.deadLetterQueues[consumer.id]!, props.alarmTopic);
    }

    const subscriber = props.emailEventsSubscriber;
    const events = new AcademyFunction(this, `${pascal(subscriber.id)}Function`, {
      handlerModule: subscriber.handler,
      grants: subscriber.grants,
      resources,
      roles,
      description: subscriber.description,
    });
    // SNS invokes it asynchronously: Lambda retries, then keeps the event (an address left unsuppressed would
    // be mailed again, which is what hurts the account's reputation).
    events.configureAsyncInvoke({
      retryAttempts: EVENT_RETRIES,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(props.failures),
    });
    // The subscription in this stack, beside its function (the topic is the parent's: LambdaSubscription would make
    // the nested stack depend on its parent). SNS may invoke the function for this topic only.
    const subscriberName = pascal(subscriber.id);
    const topic = props.email.events;
    events.addPermission(`${subscriberName}FromTopic`, {
      principal: new ServicePrincipal('sns.amazonaws.com'),
      sourceArn: topic.topicArn,
    });
    const subscription = new Subscription(this, `${subscriberName}Subscription`, {
      topic,
      protocol: SubscriptionProtocol.LAMBDA,
      endpoint: events.functionArn,
    });
    subscription.node.addDependency(events.node.findChild(`${subscriberName}FromTopic`));
    this.functions[subscriber.id] = events;
    eventFunctionAlarms(this, subscriberName, events, props.alarmTopic, { invokedBy: 'topic' });
  }
}
