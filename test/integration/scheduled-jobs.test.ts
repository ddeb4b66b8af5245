import { SCHEDULED_RUN_RETRIES, type ScheduleDef, schedules } from '@academy/shared';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { invokeScheduled } from '../../infra/local/scheduler';
import { testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { withLease } = await import('../../functions/src/lib/lease');
const { handler: resumeFanOuts } = await import('../../functions/src/fan-outs/resume-fan-outs');
const db = testDb();

describe('scheduled jobs never overlap (issue 36 item 3)', () => {
  it('lets one run of a job work while a second one started meanwhile does nothing', async () => {
    // Arrange: a run that holds the lease until told to finish
    let finish!: () => void;
    const holding = new Promise<void>((resolve) => (finish = resolve));
    const first = withLease('overlapProbe', 60_000, async () => {
      await holding;
      return 'first done';
    });
    await new Promise((r) => setTimeout(r, 50));

    // Act: a second run of the same job, and a run of another job, while the first works
    const second = await withLease('overlapProbe', 60_000, async () => 'second done');
    const other = await withLease('otherProbe', 60_000, async () => 'other done');
    finish();

    // Assert: the second left the work to the first; the other job ran; after the first, the next run works
    expect(second).toEqual({ skipped: 'overlap' });
    expect(other).toBe('other done');
    expect(await first).toBe('first done');
    expect(await withLease('overlapProbe', 60_000, async () => 'third done')).toBe('third done');
  });

  it('gives the lease up when a run throws, and takes over one left by a run that died', async () => {
    await expect(
      withLease('crashProbe', 60_000, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await withLease('crashProbe', 60_000, async () => 'after a failure')).toBe('after a failure');
    // A holder that vanished (its Lambda timed out) without giving the lease back: expired, it is taken over
    await db.send(
      new PutCommand({
        TableName: 'academy',
        Item: { PK: 'LEASE#diedProbe', SK: 'LEASE', holder: 'gone', until: Date.now() - 1 },
      }),
    );
    expect(await withLease('diedProbe', 60_000, async () => 'taken over')).toBe('taken over');
  });

  it('skips a real job’s handler while its lease is held', async () => {
    await db.send(
      new PutCommand({
        TableName: 'academy',
        Item: { PK: 'LEASE#resumeFanOuts', SK: 'LEASE', holder: 'another run', until: Date.now() + 5_000 },
      }),
    );
    expect(await resumeFanOuts({})).toEqual({ skipped: 'overlap' });
    await new Promise((r) => setTimeout(r, 5_100));
    expect(await resumeFanOuts({})).not.toEqual({ skipped: 'overlap' });
  });
});

describe('a scheduled run that fails every attempt is kept in the failures queue (issue 36 item 3)', () => {
  const failures = inject('scheduledFailures');
  const sqs = new SQSClient({
    endpoint: failures.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const job = schedules[1] as ScheduleDef;

  it('runs it 1 + SCHEDULED_RUN_RETRIES times, then sends Lambda’s invocation record to the queue', async () => {
    // Act: the local stack's asynchronous invocation of the job, whose run throws every time
    let attempts = 0;
    const outcome = await invokeScheduled(job, failures, async () => {
      attempts++;
      throw new Error('The table is unreachable');
    });

    // Assert: three attempts, then one message with the record, which an operator can read and delete
    expect(attempts).toBe(1 + SCHEDULED_RUN_RETRIES);
    expect(outcome).toMatchObject({ ok: false, attempts: 3 });
    const { Messages } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: failures.queueUrl, MaxNumberOfMessages: 10 }),
    );
    expect(Messages).toHaveLength(1);
    const record = JSON.parse(Messages![0]!.Body!);
    expect(record).toMatchObject({
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 },
      requestPayload: { source: 'aws.events', 'detail-type': 'Scheduled Event' },
      responsePayload: { errorMessage: 'The table is unreachable' },
    });
    expect(record.requestContext.functionArn).toContain(job.id);
    await sqs.send(
      new DeleteMessageCommand({ QueueUrl: failures.queueUrl, ReceiptHandle: Messages![0]!.ReceiptHandle! }),
    );
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: failures.queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages'],
      }),
    );
    expect(Attributes?.ApproximateNumberOfMessages).toBe('0');
  });

  it('sends nothing for a run that succeeds on a retry, or at once', async () => {
    let attempts = 0;
    const retried = await invokeScheduled(job, failures, async () => {
      attempts++;
      if (attempts < 2) throw new Error('once');
      return 'fine';
    });
    expect(retried).toEqual({ ok: true, result: 'fine' });
    const real = await invokeScheduled(job, failures);
    expect(real.ok).toBe(true);
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: failures.queueUrl }));
    expect(Messages ?? []).toEqual([]);
  });
});
