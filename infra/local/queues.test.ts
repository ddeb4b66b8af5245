import type { QueueConsumerDef } from '@academy/shared';
import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localCredentials } from './dynamo';
import { freePort } from './ports';
import { type QueueInvoke, type QueueRunner, startQueueRunner } from './queues';
import { startSqs } from './sqs';

const consumer = (overrides: Partial<QueueConsumerDef> = {}): QueueConsumerDef => ({
  id: 'testTask',
  handler: 'test/never-loaded',
  description: 'a test consumer',
  queue: `test-tasks-${Math.random().toString(36).slice(2, 8)}`,
  batchSize: 1,
  timeoutSeconds: 900,
  memoryMb: 128,
  ephemeralStorageMb: 512,
  maxReceiveCount: 3,
  grants: [],
  ...overrides,
});

describe('the queue runner (Lambda’s SQS event source mapping, locally)', () => {
  let sqsServer: Awaited<ReturnType<typeof startSqs>>;
  let sqs: SQSClient;
  let runner: QueueRunner | undefined;
  /** Every event the handler got, in order. */
  let events: SQSEvent[];

  beforeEach(async () => {
    sqsServer = await startSqs(await freePort());
    sqs = new SQSClient({
      endpoint: sqsServer.endpoint,
      region: 'ap-south-1',
      credentials: localCredentials,
    });
    events = [];
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    sqs.destroy();
    await sqsServer.stop();
  });

  const start = async (def: QueueConsumerDef, handle: (event: SQSEvent) => Promise<unknown> | unknown) => {
    const invoke: QueueInvoke = async (_consumer, event) => {
      events.push(event);
      return handle(event);
    };
    runner = await startQueueRunner({
      endpoint: sqsServer.endpoint,
      consumers: [def],
      invoke,
      retryAfterSeconds: 0,
      pollMs: 20,
    });
    return runner.queues[def.id]!;
  };
  const count = async (queueUrl: string) => {
    const { Attributes = {} } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['All'] }),
    );
    return (
      Number(Attributes.ApproximateNumberOfMessages) +
      Number(Attributes.ApproximateNumberOfMessagesNotVisible)
    );
  };

  it('creates the queue with its dead-letter queue, and hands a message over as Lambda’s SQS event', async () => {
    // Arrange
    const def = consumer();
    const { queueUrl, deadLetterQueueUrl } = await start(def, () => ({ batchItemFailures: [] }));
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['VisibilityTimeout', 'RedrivePolicy'],
      }),
    );

    // Act
    const { MessageId } = await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: '{"task":"360p#0"}',
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'chunk' } },
      }),
    );
    const worked = await runner!.drained();

    // Assert
    expect(Attributes?.VisibilityTimeout).toBe('960');
    expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toEqual({
      deadLetterTargetArn: `arn:aws:sqs:ap-south-1:000000000000:${def.queue}-dlq`,
      maxReceiveCount: 3,
    });
    expect(deadLetterQueueUrl).toMatch(new RegExp(`/000000000000/${def.queue}-dlq$`));
    expect(worked).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]!.Records).toHaveLength(1);
    expect(events[0]!.Records[0]).toMatchObject({
      messageId: MessageId,
      body: '{"task":"360p#0"}',
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: { kind: { dataType: 'String', stringValue: 'chunk' } },
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:ap-south-1:000000000000:${def.queue}`,
      awsRegion: 'ap-south-1',
    });
    expect(typeof events[0]!.Records[0]!.receiptHandle).toBe('string');
    expect(Number(events[0]!.Records[0]!.attributes.SentTimestamp)).toBeGreaterThan(0);
    expect(await count(queueUrl)).toBe(0);
    expect(await runner!.drained()).toBe(false);
  });

  it('delivers a message the handler threw for again, with its receive count, until it goes', async () => {
    // Arrange: the handler throws on the first delivery only
    const def = consumer();
    const { queueUrl, deadLetterQueueUrl } = await start(def, (event) => {
      if (event.Records[0]!.attributes.ApproximateReceiveCount === '1') throw new Error('ffmpeg crashed');
    });

    // Act
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'task' }));
    await runner!.drained();

    // Assert
    expect(events.map((e) => e.Records[0]!.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
    expect(await count(queueUrl)).toBe(0);
    expect(await count(deadLetterQueueUrl)).toBe(0);
  });

  it('moves a message that failed maxReceiveCount deliveries to the dead-letter queue', async () => {
    // Arrange
    const def = consumer({ maxReceiveCount: 3 });
    const { queueUrl, deadLetterQueueUrl } = await start(def, () => {
      throw new Error('always');
    });

    // Act
    const { MessageId } = await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'doomed' }),
    );
    await runner!.drained();

    // Assert: three deliveries, then it waits in the dead-letter queue with its id and body
    expect(events.map((e) => e.Records[0]!.attributes.ApproximateReceiveCount)).toEqual(['1', '2', '3']);
    expect(await count(queueUrl)).toBe(0);
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: deadLetterQueueUrl, MaxNumberOfMessages: 10 }),
    );
    expect(Messages.map((m) => [m.MessageId, m.Body])).toEqual([[MessageId, 'doomed']]);
  });

  it('deletes what a batch handled and delivers again only the items it reports failed', async () => {
    // Arrange: batches of 3; the handler fails "b" once
    const def = consumer({ batchSize: 3 });
    let failedOnce = false;
    const { queueUrl } = await start(def, (event) => {
      const b = event.Records.find((r) => r.body === 'b');
      if (b && !failedOnce) {
        failedOnce = true;
        return { batchItemFailures: [{ itemIdentifier: b.messageId }] };
      }
      return { batchItemFailures: [] };
    });

    // Act
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: ['a', 'b', 'c'].map((body) => ({ Id: body, MessageBody: body })),
      }),
    );
    await runner!.drained();

    // Assert
    expect(events.map((e) => e.Records.map((r) => r.body))).toEqual([['a', 'b', 'c'], ['b']]);
    expect(events[1]!.Records[0]!.attributes.ApproximateReceiveCount).toBe('2');
    expect(await count(queueUrl)).toBe(0);
  });

  it('fails the whole batch when the handler names a message that is not in it', async () => {
    // Arrange
    const def = consumer({ batchSize: 2, maxReceiveCount: 2 });
    const { queueUrl, deadLetterQueueUrl } = await start(def, () => ({
      batchItemFailures: [{ itemIdentifier: 'not-a-message-of-this-batch' }],
    }));

    // Act
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: ['x', 'y'].map((body) => ({ Id: body, MessageBody: body })),
      }),
    );
    await runner!.drained();

    // Assert: both were delivered twice, then redriven
    expect(events.map((e) => e.Records.map((r) => r.body).sort())).toEqual([
      ['x', 'y'],
      ['x', 'y'],
    ]);
    expect(await count(queueUrl)).toBe(0);
    expect(await count(deadLetterQueueUrl)).toBe(2);
  });

  it('waits in drained() for a handler still running', async () => {
    // Arrange: a handler that takes a while
    const def = consumer();
    let finished = false;
    const { queueUrl } = await start(def, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });

    // Act
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'slow' }));
    await runner!.drained();

    // Assert
    expect(finished).toBe(true);
  });
});
