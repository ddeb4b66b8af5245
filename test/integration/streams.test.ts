import { randomUUID } from 'node:crypto';
import type { StreamConsumerDef } from '@academy/shared';
import { CreateQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedMails } from '../../infra/local/ses';
import { type StreamPoller, startStreamPoller } from '../../infra/local/streams';
import { api, newStudent } from '../support/api';
import { testDb, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';

useLocalStackEnv();
const { notify } = await import('../../functions/src/notifications/service');

const tag = randomUUID().slice(0, 8);

/** A notification the stack's stream consumer mails at once under the default settings (assignments). */
const assignmentNotice = (userId: string, title: string) => ({
  id: ulid(),
  userId,
  type: 'assignment' as const,
  title,
  message: `Streams test ${tag}: a new assignment is waiting for you.`,
  sourceId: `C${tag}`,
  createdAt: new Date().toISOString(),
});

const mailsTo = async (address: string) =>
  (await storedMails(inject('sesEndpoint'))).filter((m) => m.destination.to.includes(address));

describe('the stack’s stream poller hands new notifications to their consumer (issue 37)', () => {
  it('mails a notification written to the table to its recipient', async () => {
    const student = await newStudent('Stream Student');
    const title = `Essay ${tag} is open`;

    await notify(assignmentNotice(student.user.id, title));
    await eventsSettled();

    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: title,
      body: { text: expect.stringContaining('a new assignment is waiting for you') },
    });
  });

  it('suppresses an address SES bounces (its mailbox simulator): the settings say bounced, no mail goes again', async () => {
    const address = `bounce+${tag}@simulator.amazonses.com`;
    const student = await newStudent('Bouncing Student', address);

    await notify(assignmentNotice(student.user.id, `First ${tag}`));
    await eventsSettled();
    const settings = await api('/api/notifications/settings', { token: student.token });
    await notify(assignmentNotice(student.user.id, `Second ${tag}`));
    await eventsSettled();

    expect(settings.status).toBe(200);
    expect(settings.body.email).toMatchObject({ address, status: 'bounced', since: expect.any(String) });
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('suppresses an address that complains', async () => {
    const address = `complaint+${tag}@simulator.amazonses.com`;
    const student = await newStudent('Complaining Student', address);

    await notify(assignmentNotice(student.user.id, `Complained ${tag}`));
    await eventsSettled();

    const settings = await api('/api/notifications/settings', { token: student.token });
    expect(settings.body.email).toMatchObject({ address, status: 'complained' });
  });
});

describe('the stream poller plays Lambda’s event source mapping (a test consumer, the real DynamoDB Local)', () => {
  const entity = `streamTest${tag}`;
  const key = (name: string) => ({ PK: `STREAMTEST#${tag}#${name}`, SK: 'ITEM' });
  const put = (name: string, itemEntity = entity) =>
    testDb().send(new PutCommand({ TableName: 'academy', Item: { ...key(name), entity: itemEntity, name } }));
  const namesOf = (records: DynamoDBRecord[]) => records.map((r) => r.dynamodb?.NewImage?.name?.S);

  const events: DynamoDBStreamEvent[] = [];
  /** How the test consumer answers each batch (default: every record went). */
  let answer: (event: DynamoDBStreamEvent) => Promise<unknown> = async () => ({ batchItemFailures: [] });
  const consumer: StreamConsumerDef = {
    id: `streamTest${tag}`,
    handler: 'none',
    description: 'the test’s consumer',
    filter: { eventNames: ['INSERT'], entities: [entity] },
    batchSize: 10,
    maxRetries: 2,
    grants: [],
  };
  const sqs = new SQSClient({ endpoint: inject('streamFailures').endpoint, region: 'ap-south-1' });
  let queueUrl = '';
  let poller: StreamPoller;

  /**
   * Writes `opener`, then `rest` while the consumer still holds the opener's batch (so the next read holds them
   * together), with `handle` answering every batch; returns once the poller has drained.
   */
  async function writeWhileFirstBatchWaits(opener: string, rest: string[], handle: typeof answer) {
    let release: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async (event) => {
      if (namesOf(event.Records).includes(opener)) await written;
      return handle(event);
    };
    await put(opener);
    await waitFor(() => events.length > 0);
    for (const name of rest) await put(name);
    release();
    await poller.drained();
  }

  beforeAll(async () => {
    queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `stream-test-${tag}` }))).QueueUrl ?? '';
    await put('before-the-start');
    poller = await startStreamPoller({
      endpoint: inject('dynamoEndpoint'),
      tableName: 'academy',
      consumers: [consumer],
      invoke: async (_consumer, event) => {
        events.push(structuredClone(event));
        return answer(event);
      },
      failures: { endpoint: inject('streamFailures').endpoint, queueUrl },
      pollMs: 50,
    });
  });
  afterAll(async () => {
    await poller?.stop();
  });

  it('hands over only the INSERTs of its entity written after it started, shaped as Lambda delivers them', async () => {
    events.length = 0;
    await put('wanted');
    await put('other-entity', `otherEntity${tag}`);
    await testDb().send(
      new UpdateCommand({
        TableName: 'academy',
        Key: key('wanted'),
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': 'modified' },
      }),
    );
    await testDb().send(new DeleteCommand({ TableName: 'academy', Key: key('wanted') }));
    await poller.drained();

    const records = events.flatMap((e) => e.Records);
    expect(namesOf(records)).toEqual(['wanted']);
    expect(records[0]).toEqual({
      eventID: expect.any(String),
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: expect.any(String),
      dynamodb: {
        ApproximateCreationDateTime: expect.any(Number),
        Keys: { PK: { S: key('wanted').PK }, SK: { S: 'ITEM' } },
        NewImage: {
          ...{ PK: { S: key('wanted').PK }, SK: { S: 'ITEM' } },
          entity: { S: entity },
          name: { S: 'wanted' },
        },
        SequenceNumber: expect.stringMatching(/^\d+$/),
        SizeBytes: expect.any(Number),
        StreamViewType: 'NEW_IMAGE',
      },
      eventSourceARN: poller.streamArn,
    });
  });

  it('tries a reported failure again from that record, and after maxRetries sends its place to the failures queue', async () => {
    events.length = 0;
    // The first batch waits until all three items are written, so the next read holds the last two together.
    await writeWhileFirstBatchWaits('first', ['poisoned', 'after'], async (event) => {
      const poisoned = event.Records.find((r) => r.dynamodb?.NewImage?.name?.S === 'poisoned');
      return { batchItemFailures: poisoned ? [{ itemIdentifier: poisoned.dynamodb?.SequenceNumber }] : [] };
    });

    // Tried once and retried maxRetries (2) times, each time from the poisoned record on; then given up.
    expect(events.map((e) => namesOf(e.Records))).toEqual([
      ['first'],
      ['poisoned', 'after'],
      ['poisoned', 'after'],
      ['poisoned', 'after'],
    ]);
    const poisoned = events[1]!.Records[0]!.dynamodb!;
    const after = events[1]!.Records[1]!.dynamodb!;
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }),
    );
    expect(Messages.map((m) => JSON.parse(m.Body ?? '{}'))).toEqual([
      {
        requestContext: {
          requestId: expect.any(String),
          functionArn: expect.stringContaining(`:function:${consumer.id}`),
          condition: 'RetryAttemptsExhausted',
          approximateInvokeCount: 3,
        },
        responseContext: { statusCode: 200, executedVersion: '$LATEST' },
        version: '1.0',
        timestamp: expect.any(String),
        DDBStreamBatchInfo: {
          shardId: expect.stringMatching(/^shardId-/),
          startSequenceNumber: poisoned.SequenceNumber,
          endSequenceNumber: after.SequenceNumber,
          approximateArrivalOfFirstRecord: expect.any(String),
          approximateArrivalOfLastRecord: expect.any(String),
          batchSize: 2,
          streamArn: poller.streamArn,
        },
      },
    ]);
  });

  it('splits a batch the handler throws for, until the record that fails is alone, and goes on after it', async () => {
    events.length = 0;
    await writeWhileFirstBatchWaits('opener', ['throws', 'fine'], async (event) => {
      if (namesOf(event.Records).includes('throws')) throw new Error('the handler fell over');
      return { batchItemFailures: [] };
    });

    expect(events.map((e) => namesOf(e.Records))).toEqual([
      ['opener'],
      ['throws', 'fine'],
      ['throws'],
      ['throws'],
      ['throws'],
      ['fine'],
    ]);
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }),
    );
    const records = Messages.map((m) => JSON.parse(m.Body ?? '{}'));
    expect(records.at(-1)).toMatchObject({
      responseContext: { functionError: 'Unhandled' },
      DDBStreamBatchInfo: { batchSize: 1 },
    });
  });
});

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
