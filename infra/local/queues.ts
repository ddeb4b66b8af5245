import { type QueueConsumerDef, queueConsumers } from '@academy/shared';
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { localCredentials } from './dynamo';
import { invokeHandler } from './handler-modules';
import { pollLoop } from './poll-loop';
import { queueArn } from './sqs';

const REGION = 'ap-south-1';

/** A queue consumer's handler, as Lambda calls it: the event in, the (partial) batch response out. */
export type QueueInvoke = (consumer: QueueConsumerDef, event: SQSEvent) => Promise<unknown>;

/** Calls the `handler` export of `functions/src/<consumer.handler>.ts`, the module CDK bundles for its Lambda. */
export const invokeQueueModule: QueueInvoke = async (consumer, event) => {
  return invokeHandler(consumer.handler, event);
};

/** The dead-letter queue of a consumer's queue: after `maxReceiveCount` deliveries its messages go there. */
export const deadLetterQueueName = (queue: string) => `${queue}-dlq`;

export interface QueueRunnerOptions {
  /** The SQS stand-in (infra/local/sqs.ts). */
  endpoint: string;
  /** @default queueConsumers (shared/src/event-functions.ts) */
  consumers?: readonly QueueConsumerDef[];
  /** @default invokeQueueModule */
  invoke?: QueueInvoke;
  /**
   * How long a message the handler failed stays hidden before it is received again. Lambda leaves it hidden for
   * the rest of the queue's visibility timeout (a transcoding task's: 16 minutes); locally it is put back this
   * soon with ChangeMessageVisibility, so a failing task reaches its dead-letter queue while you watch, and
   * `settled()` does not wait a quarter of an hour. @default 1
   */
  retryAfterSeconds?: number;
  /** How long the runner rests between polls of empty queues. @default 150 */
  pollMs?: number;
  onLog?: (line: string) => void;
}

export type QueueRunner = Awaited<ReturnType<typeof startQueueRunner>>;

/**
 * Lambda's SQS event source mapping for every entry of `queueConsumers`, locally. At the start it creates each
 * consumer's queue with a redrive policy to its dead-letter queue `<queue>-dlq` (`maxReceiveCount`) and a
 * visibility timeout of the function's timeout plus a minute (as infra/lib builds them). Then it polls: it
 * receives up to `batchSize` messages (ReceiveMessage with every system attribute and message attribute), hands
 * them to the handler module as Lambda's `SQSEvent`, deletes those that went, and leaves the rest on the queue:
 * every one when the handler throws, the ones it names when it answers `{ batchItemFailures }`
 * (ReportBatchItemFailures; an identifier not in the batch fails the whole batch, as Lambda treats it). A message
 * left on the queue is received again (after `retryAfterSeconds`), and the SQS stand-in moves it to the dead-letter
 * queue once it has been received `maxReceiveCount` times, as SQS's redrive does. One batch at a time for each
 * consumer, in this process (Lambda would run several at once; ffmpeg on two cores would not gain).
 */
export async function startQueueRunner(options: QueueRunnerOptions) {
  const consumers = options.consumers ?? queueConsumers;
  const invoke = options.invoke ?? invokeQueueModule;
  const retryAfter = options.retryAfterSeconds ?? 1;
  const log = options.onLog ?? (() => undefined);
  const sqs = new SQSClient({ endpoint: options.endpoint, region: REGION, credentials: localCredentials });

  const mappings = await Promise.all(
    consumers.map(async (consumer) => {
      const deadLetterName = deadLetterQueueName(consumer.queue);
      const { QueueUrl: deadLetterUrl } = await sqs.send(
        new CreateQueueCommand({ QueueName: deadLetterName }),
      );
      const { QueueUrl: url } = await sqs.send(
        new CreateQueueCommand({
          QueueName: consumer.queue,
          Attributes: {
            VisibilityTimeout: String(consumer.timeoutSeconds + 60),
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: queueArn(deadLetterName),
              maxReceiveCount: consumer.maxReceiveCount,
            }),
          },
        }),
      );
      return { consumer, url: url!, deadLetterUrl: deadLetterUrl!, arn: queueArn(consumer.queue) };
    }),
  );

  /** Handler invocations so far: `drained()` tells whether any happened while it waited. */
  let invocations = 0;
  let outage: string | undefined;
  const loop = pollLoop({
    name: 'queue runner',
    pollMs: options.pollMs ?? 150,
    cycle: async () => {
      try {
        let empty = true;
        for (const mapping of mappings) if (!(await runQueue(mapping))) empty = false;
        if (outage) log(`queue runner: SQS answers again (${outage} before)`);
        outage = undefined;
        // Messages waiting to be received again: rest a little before the next look, then it is not clean yet.
        if (!empty) await new Promise((resolve) => setTimeout(resolve, 50));
        return empty;
      } catch (error) {
        const message = (error as Error).message || (error as Error).name;
        if (outage !== message) log(`queue runner: polling SQS failed, trying again: ${message}`);
        outage = message;
        return false;
      }
    },
  });

  return {
    /** Each consumer's queue and dead-letter queue URLs on the SQS stand-in, by consumer id. */
    queues: Object.fromEntries(
      mappings.map((m) => [m.consumer.id, { queueUrl: m.url, deadLetterQueueUrl: m.deadLetterUrl }]),
    ) as Record<string, { queueUrl: string; deadLetterQueueUrl: string }>,
    /**
     * Resolves once every consumer's queue is empty (nothing to receive, nothing in flight or delayed) and no
     * handler runs, with whether any handler was invoked while it waited (its writes may have fed the stream).
     */
    async drained(): Promise<boolean> {
      const before = invocations;
      await loop.drained();
      return invocations !== before;
    },
    async stop(): Promise<void> {
      await loop.stop();
      sqs.destroy();
    },
  };

  /** Receives and hands over batches until the queue has nothing visible; true when it is empty altogether. */
  async function runQueue(mapping: (typeof mappings)[number]): Promise<boolean> {
    const { consumer } = mapping;
    for (;;) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: mapping.url,
          MaxNumberOfMessages: consumer.batchSize,
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
      );
      if (Messages.length === 0) break;
      const records = Messages.map((m) => sqsRecord(m, mapping.arn));
      const failed = await tryBatch(consumer, records);
      for (const record of records) {
        if (failed.has(record.messageId))
          await sqs.send(
            new ChangeMessageVisibilityCommand({
              QueueUrl: mapping.url,
              ReceiptHandle: record.receiptHandle,
              VisibilityTimeout: retryAfter,
            }),
          );
        else
          await sqs.send(
            new DeleteMessageCommand({ QueueUrl: mapping.url, ReceiptHandle: record.receiptHandle }),
          );
        if (
          failed.has(record.messageId) &&
          Number(record.attributes.ApproximateReceiveCount) >= consumer.maxReceiveCount
        )
          log(
            `queue ${consumer.id}: message ${record.messageId} failed ${consumer.maxReceiveCount} deliveries; it goes to ${deadLetterQueueName(consumer.queue)}`,
          );
      }
    }
    const { Attributes = {} } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: mapping.url,
        AttributeNames: [
          'ApproximateNumberOfMessages',
          'ApproximateNumberOfMessagesNotVisible',
          'ApproximateNumberOfMessagesDelayed',
        ],
      }),
    );
    return (
      Number(Attributes.ApproximateNumberOfMessages) +
        Number(Attributes.ApproximateNumberOfMessagesNotVisible) +
        Number(Attributes.ApproximateNumberOfMessagesDelayed) ===
      0
    );
  }

  /** The message ids that failed: none, those the handler names, or all when it throws or names a stranger. */
  async function tryBatch(consumer: QueueConsumerDef, records: SQSRecord[]): Promise<Set<string>> {
    const all = new Set(records.map((r) => r.messageId));
    let answer: unknown;
    invocations++;
    try {
      answer = await invoke(consumer, { Records: records });
    } catch (error) {
      log(
        `queue ${consumer.id}: the handler threw for ${records.length} messages: ${(error as Error).message}`,
      );
      return all;
    }
    const reported = (answer as Partial<SQSBatchResponse> | undefined)?.batchItemFailures ?? [];
    if (reported.length === 0) return new Set();
    const ids = new Set(reported.map((f) => f.itemIdentifier));
    log(`queue ${consumer.id}: the handler reported ${ids.size} of ${records.length} messages failed`);
    return [...ids].every((id) => all.has(id)) ? ids : all;
  }
}

/** SQS's message as Lambda hands it over (message attributes in camel case, as Lambda spells them). */
function sqsRecord(m: Message, eventSourceARN: string): SQSRecord {
  const a = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
      SentTimestamp: a.SentTimestamp ?? '',
      SenderId: a.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? '',
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([name, v]) => [
        name,
        {
          dataType: v.DataType ?? 'String',
          ...(v.StringValue !== undefined ? { stringValue: v.StringValue } : {}),
          ...(v.BinaryValue !== undefined
            ? { binaryValue: Buffer.from(v.BinaryValue).toString('base64') }
            : {}),
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    ),
    md5OfBody: m.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion: REGION,
  };
}
