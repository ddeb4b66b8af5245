import { randomUUID } from 'node:crypto';
import { type StreamConsumerDef, streamConsumers } from '@academy/shared';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type AttributeValue,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from './dynamo';
import { invokeHandler } from './handler-modules';
import { pollLoop } from './poll-loop';
import type { FailureDestination } from './scheduler';

/** A stream consumer's handler, as Lambda calls it: the event in, the (partial) batch response out. */
export type StreamInvoke = (consumer: StreamConsumerDef, event: DynamoDBStreamEvent) => Promise<unknown>;

/** Calls the `handler` export of `functions/src/<consumer.handler>.ts`, the module CDK bundles for its Lambda. */
export const invokeConsumerModule: StreamInvoke = async (consumer, event) => {
  return invokeHandler(consumer.handler, event);
};

export interface StreamPollerOptions {
  /** DynamoDB's endpoint: DynamoDB Local answers the Streams API on the same one. */
  endpoint: string;
  tableName: string;
  /** @default streamConsumers (shared/src/event-functions.ts) */
  consumers?: readonly StreamConsumerDef[];
  /** @default invokeConsumerModule */
  invoke?: StreamInvoke;
  /** Where the place of records that failed every retry goes (Lambda's on-failure destination). */
  failures?: FailureDestination;
  /** How long the poller rests between reads of the stream. @default 150 */
  pollMs?: number;
  onLog?: (line: string) => void;
}

export type StreamPoller = Awaited<ReturnType<typeof startStreamPoller>>;

/**
 * Lambda's event source mapping for the table's stream, locally: for each consumer it reads every shard of the
 * stream (DescribeStream, GetShardIterator, GetRecords; a shard's children after it ends), keeps the records its
 * filter lets through (as Lambda's filter criteria: `eventName` one of `eventNames` and `NewImage.entity.S` one of
 * `entities`; the others are dropped, never delivered), and hands them, in stream order, in batches of at most
 * `batchSize`, to the consumer's handler module as the `DynamoDBStreamEvent` Lambda builds. The handler reports
 * its failures (ReportBatchItemFailures): the batch is tried again from the lowest sequence number it names; a
 * batch it throws for (or answers with an identifier that is not in it) failed whole and is split in half
 * (BisectBatchOnFunctionError; the splitting counts no retry). When the first record of a batch has failed
 * `maxRetries` times more, the batch is given up and its place in the stream (Lambda's on-failure record,
 * condition `RetryAttemptsExhausted`) goes to `failures`; reading goes on after it. Retries follow at once.
 *
 * Every consumer starts at the stream's LATEST, on each start: nothing keeps its place across restarts (Lambda
 * keeps it in the mapping), and the stream still holds the last 24 hours of an earlier run in `.data/`, which
 * that run handed over already; reading them again would mail them again. The poller starts before the gateway
 * and the seed, so it misses nothing this run writes.
 */
export async function startStreamPoller(options: StreamPollerOptions) {
  const consumers = options.consumers ?? streamConsumers;
  const invoke = options.invoke ?? invokeConsumerModule;
  const pollMs = options.pollMs ?? 150;
  const log = options.onLog ?? (() => undefined);
  const config = { endpoint: options.endpoint, region: 'ap-south-1', credentials: localCredentials };
  const dynamo = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const sqs = options.failures
    ? new SQSClient({
        endpoint: options.failures.endpoint,
        region: 'ap-south-1',
        credentials: localCredentials,
      })
    : undefined;

  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  if (!Table?.LatestStreamArn || !Table.StreamSpecification?.StreamEnabled)
    throw new Error(
      `The table ${options.tableName} has no stream (infra/local/dynamo.ts ensureTable makes it)`,
    );
  const streamArn: string = Table.LatestStreamArn;

  const allShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  };
  const iteratorOf = async (shardId: string, type: ShardIteratorType, sequence?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          SequenceNumber: sequence,
        }),
      )
    ).ShardIterator;

  const readers = consumers.map((consumer) => consumerReader(consumer));
  // The starting position: LATEST of the shards open now; the closed ones hold only what came before.
  const shardsAtStart = await allShards();
  await Promise.all(readers.map((r) => r.start(shardsAtStart)));

  let outage: string | undefined;
  const loop = pollLoop({
    name: 'stream poller',
    pollMs,
    cycle: async () => {
      let clean = true;
      try {
        const shards = await allShards();
        for (const reader of readers) await reader.readAll(shards);
        if (outage) log(`stream poller: DynamoDB answers again (${outage} before)`);
        outage = undefined;
      } catch (error) {
        clean = false;
        const message = (error as Error).message || (error as Error).name;
        if (outage !== message) log(`stream poller: reading the stream failed, trying again: ${message}`);
        outage = message;
      }
      return clean;
    },
  });

  return {
    streamArn,
    /**
     * Resolves when every consumer has read every shard to the end it had when this was called, and handed each
     * record it let through to its handler (and that handler answered, retries and failure records included).
     */
    drained: () => loop.drained(),
    async stop(): Promise<void> {
      await loop.stop();
      dynamo.destroy();
      streams.destroy();
      sqs?.destroy();
    },
  };

  /** One event source mapping: its place in each shard, and the delivery of its batches. */
  function consumerReader(consumer: StreamConsumerDef) {
    /** Per shard: the iterator, the last record read, where to start when nothing was read yet, and whether it ended. */
    const positions = new Map<
      string,
      { iterator?: string; last?: string; from: 'LATEST' | 'TRIM_HORIZON'; done: boolean }
    >();
    const matches = (r: StreamRecord) =>
      (consumer.filter.eventNames as readonly string[]).includes(r.eventName ?? '') &&
      consumer.filter.entities.includes(r.dynamodb?.NewImage?.entity?.S ?? '');

    const readShard = async (shardId: string) => {
      const position = positions.get(shardId)!;
      let renewed = false;
      while (!position.done) {
        position.iterator ??= position.last
          ? await iteratorOf(shardId, 'AFTER_SEQUENCE_NUMBER', position.last)
          : await iteratorOf(shardId, position.from);
        let page: Awaited<ReturnType<typeof getRecords>>;
        try {
          page = await getRecords(position.iterator!);
        } catch (error) {
          // An iterator is good for 15 minutes (and DynamoDB Local forgets them when it restarts): ask for a new
          // one after the last record read. Without an answer from DynamoDB (it is down), try again next time.
          const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
          if (status === 400 && !renewed) {
            renewed = true;
            position.iterator = undefined;
            continue;
          }
          throw error;
        }
        const records = page.Records ?? [];
        const chosen = records.filter(matches).map((r) => lambdaRecord(r, streamArn));
        if (chosen.length > 0) await deliver(shardId, chosen);
        if (records.length > 0) position.last = records.at(-1)?.dynamodb?.SequenceNumber;
        position.iterator = page.NextShardIterator;
        if (!page.NextShardIterator) position.done = true; // the shard is closed and read to its end
        if (records.length === 0) return; // read to its current end
      }
    };
    const getRecords = (iterator: string) =>
      streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));

    const deliver = async (shardId: string, records: DynamoDBRecord[]) => {
      let start = 0;
      let size = consumer.batchSize;
      let failures = 0; // failed tries of the record at `start`
      while (start < records.length) {
        const batch = records.slice(start, start + size);
        const failedAt = await tryBatch(batch);
        if (failedAt === undefined) {
          start += batch.length;
          size = consumer.batchSize;
          failures = 0;
        } else if (failedAt === 'thrown' && batch.length > 1) {
          size = Math.ceil(batch.length / 2);
        } else if (typeof failedAt === 'number' && failedAt > 0) {
          start += failedAt;
          size = consumer.batchSize;
          failures = 1;
        } else if (++failures > consumer.maxRetries) {
          await giveUp(shardId, batch, failures, failedAt === 'thrown');
          start += batch.length;
          size = consumer.batchSize;
          failures = 0;
        }
      }
    };

    /** undefined: every record went; a number: the index in `batch` to try again from; 'thrown': the whole. */
    const tryBatch = async (batch: DynamoDBRecord[]): Promise<number | 'thrown' | undefined> => {
      let answer: unknown;
      try {
        answer = await invoke(consumer, { Records: batch });
      } catch (error) {
        log(
          `stream ${consumer.id}: the handler threw for ${batch.length} records: ${(error as Error).message}`,
        );
        return 'thrown';
      }
      const reported = (answer as Partial<DynamoDBBatchResponse> | undefined)?.batchItemFailures ?? [];
      if (reported.length === 0) return undefined;
      const indexes = reported.map((f) =>
        batch.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier),
      );
      // Lambda takes the lowest sequence number; one it cannot find in the batch fails the whole batch.
      const failedAt = indexes.some((i) => i < 0) ? 0 : Math.min(...indexes);
      log(`stream ${consumer.id}: the handler reported record ${failedAt + 1} of ${batch.length} failed`);
      return failedAt;
    };

    const giveUp = async (shardId: string, batch: DynamoDBRecord[], attempts: number, thrown: boolean) => {
      const first = batch[0]!.dynamodb!;
      const last = batch.at(-1)!.dynamodb!;
      const at = (seconds: number | undefined) => new Date((seconds ?? 0) * 1000).toISOString();
      const region = process.env.AWS_REGION ?? 'ap-south-1';
      const record = {
        requestContext: {
          requestId: randomUUID(),
          functionArn: `arn:aws:lambda:${region}:000000000000:function:${consumer.id}`,
          condition: 'RetryAttemptsExhausted',
          approximateInvokeCount: attempts,
        },
        responseContext: {
          statusCode: 200,
          executedVersion: '$LATEST',
          ...(thrown ? { functionError: 'Unhandled' } : {}),
        },
        version: '1.0',
        timestamp: new Date().toISOString(),
        DDBStreamBatchInfo: {
          shardId,
          startSequenceNumber: first.SequenceNumber,
          endSequenceNumber: last.SequenceNumber,
          approximateArrivalOfFirstRecord: at(first.ApproximateCreationDateTime),
          approximateArrivalOfLastRecord: at(last.ApproximateCreationDateTime),
          batchSize: batch.length,
          streamArn,
        },
      };
      log(
        `stream ${consumer.id}: ${batch.length} records failed ${attempts} times, given up${sqs ? ', their place kept in the failures queue' : ''}`,
      );
      if (sqs && options.failures)
        await sqs.send(
          new SendMessageCommand({
            QueueUrl: options.failures.queueUrl,
            MessageBody: JSON.stringify(record),
          }),
        );
    };

    return {
      /** The positions at the start: LATEST of each open shard (the closed ones are done). */
      async start(shards: Shard[]) {
        for (const shard of shards) {
          const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
          positions.set(shard.ShardId!, {
            iterator: open ? await iteratorOf(shard.ShardId!, 'LATEST') : undefined,
            from: 'LATEST',
            done: !open,
          });
        }
      },
      /** Reads each shard to its current end, a parent before its children, a new shard from its beginning. */
      async readAll(shards: Shard[]) {
        for (const shard of shards) {
          const id = shard.ShardId!;
          if (!positions.has(id)) {
            const parent = shard.ParentShardId ? positions.get(shard.ParentShardId) : undefined;
            if (parent && !parent.done) continue; // after its parent, next time round
            positions.set(id, { from: 'TRIM_HORIZON', done: false });
          }
          await readShard(id);
        }
      },
    };
  }
}

/** DynamoDB Streams' record as Lambda hands it over: binary values in base64, the time in epoch seconds. */
function lambdaRecord(r: StreamRecord, streamArn: string): DynamoDBRecord {
  const d = r.dynamodb ?? {};
  return {
    eventID: r.eventID,
    eventName: r.eventName as DynamoDBRecord['eventName'],
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: r.awsRegion,
    dynamodb: {
      ApproximateCreationDateTime: d.ApproximateCreationDateTime
        ? Math.floor(d.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
      Keys: d.Keys ? wireMap(d.Keys) : undefined,
      ...(d.NewImage ? { NewImage: wireMap(d.NewImage) } : {}),
      ...(d.OldImage ? { OldImage: wireMap(d.OldImage) } : {}),
      SequenceNumber: d.SequenceNumber,
      SizeBytes: d.SizeBytes,
      StreamViewType: d.StreamViewType as NonNullable<DynamoDBRecord['dynamodb']>['StreamViewType'],
    },
    eventSourceARN: streamArn,
  };
}

type Wire = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const wireMap = (map: Record<string, AttributeValue>): Wire =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, wire(v)])) as Wire;
const base64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
function wire(v: AttributeValue): unknown {
  if (v.B) return { B: base64(v.B) };
  if (v.BS) return { BS: v.BS.map(base64) };
  if (v.M) return { M: wireMap(v.M) };
  if (v.L) return { L: v.L.map(wire) };
  return v;
}
