import type { QueueConsumerDef } from '@academy/shared';
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { pascal } from './paths';
import { stageNameOf } from './video';

/** How much longer than its consumer's timeout a message stays invisible once received (QueueConsumerDef). */
export const VISIBILITY_MARGIN = Duration.seconds(60);

/** How long a message that failed every delivery is kept in its dead-letter queue for an operator. */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/** `academy-transcode` → `academy-transcode` on its own, `staging-academy-transcode` in the pipeline's Staging. */
export const queueName = (def: Pick<QueueConsumerDef, 'queue'>, stage: string | undefined): string =>
  stage ? `${stage}-${def.queue}` : def.queue;

export interface WorkQueuesProps {
  /** `queueConsumers` of shared/src/event-functions.ts. */
  readonly consumers: readonly QueueConsumerDef[];
}

/**
 * The queue of each queue consumer (issue 38: the transcoding tasks), in the stack of the functions events invoke
 * (./events.ts), beside the consumer and the planner that sends to it (the application's stack keeps its room for
 * routes): named with the stage's prefix, encrypted, TLS only, a message invisible for a minute longer than its consumer may run, and
 * after `maxReceiveCount` deliveries moved to a dead-letter queue of its own, which the monitoring alarms on
 * (./monitoring.ts) and an operator redrives (docs/operations.md#dead-letter-queues).
 */
export class WorkQueues extends Construct {
  readonly queues: Record<string, Queue> = {};
  readonly deadLetterQueues: Record<string, Queue> = {};

  constructor(scope: Construct, id: string, props: WorkQueuesProps) {
    super(scope, id);
    const stage = stageNameOf(this);
    for (const def of props.consumers) {
      const name = pascal(def.id);
      const dlq = new Queue(this, `${name}DeadLetters`, {
        queueName: `${queueName(def, stage)}-dead-letters`,
        retentionPeriod: DEAD_LETTER_RETENTION,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      this.deadLetterQueues[def.id] = dlq;
      this.queues[def.id] = new Queue(this, `${name}Queue`, {
        queueName: queueName(def, stage),
        visibilityTimeout: Duration.seconds(def.timeoutSeconds).plus(VISIBILITY_MARGIN),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
      });
    }
  }
}
