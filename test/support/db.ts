import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  paginateScan,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localRazorpay } from '../../infra/local/razorpay';
import { localSecretIds } from '../../infra/local/secrets';
import { localSellerEnvironment } from '../../infra/local/seller';
import { localEmailEnv } from '../../infra/local/ses';
import { localStoreTimeouts } from '../../infra/local/store-timeouts';
import { LOCAL_VIDEO_KEY_PAIR_ID } from '../../infra/local/video-origin';
import { watchHandlerCommands } from './handler-commands';

/**
 * Points this test worker at the stack the global setup started, exactly as the stack configures the
 * handlers, so tests can invoke handler modules (scheduled functions) and read items directly.
 */
export function useLocalStackEnv(): void {
  Object.assign(process.env, {
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: 'academy',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    COGNITO_ENDPOINT: inject('cognitoEndpoint'),
    USER_POOL_ID: inject('userPoolId'),
    USER_POOL_CLIENT_ID: inject('userPoolClientId'),
    S3_ENDPOINT: inject('s3Endpoint'),
    SECRETS_ENDPOINT: inject('secretsEndpoint'),
    SES_ENDPOINT: inject('sesEndpoint'),
    ...localEmailEnv(),
    ORIGIN_SECRET_ID: localSecretIds.origin,
    SQS_ENDPOINT: inject('transcodeQueue').endpoint,
    TRANSCODE_QUEUE_URL: inject('transcodeQueue').queueUrl,
    VIDEO_SIGNING_KEY_SECRET_ID: localSecretIds.videoSigningKey,
    VIDEO_SIGNING_KEY_PAIR_ID: LOCAL_VIDEO_KEY_PAIR_ID,
    VIDEO_ORIGIN_URL: inject('videoOriginUrl'),
    RAZORPAY_KEY_ID: localRazorpay.keyId,
    RAZORPAY_KEY_SECRET_ID: localSecretIds.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET_ID: localSecretIds.razorpayWebhookSecret,
    CERTIFICATES_BUCKET: 'academy-certificates',
    VIDEOS_BUCKET: 'academy-videos',
    SITE_BUCKET: 'academy-site',
    INVOICES_BUCKET: 'academy-invoices',
    EXPORTS_BUCKET: 'academy-exports',
    ...localSellerEnvironment(),
    PUBLIC_SITE_URL: 'http://localhost:5173',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...localStoreTimeouts,
  });
}

export function testDb(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'ap-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

/** The item the table holds at `key`, read consistently (undefined when there is none). */
export async function storedItem(key: Record<string, string>): Promise<Record<string, any> | undefined> {
  return (await testDb().send(new GetCommand({ TableName: 'academy', Key: key, ConsistentRead: true }))).Item;
}

/**
 * Every item of the table that matches a filter (e.g. `'entity = :e'` with `{ ':e': 'payment' }`), whatever its
 * key: a test-only Scan of this stack's table, consistent, walking every page (one page is 1 MB read before the
 * filter, and the shared table outgrows that).
 */
export async function scannedItems(
  filter: string,
  values: Record<string, unknown>,
): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  for await (const page of paginateScan(
    { client: testDb() },
    {
      TableName: 'academy',
      FilterExpression: filter,
      ExpressionAttributeValues: values,
      ConsistentRead: true,
    },
  )) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

/** Every item a Query of the table answers (its key condition, filter and their values), consistently, every page. */
async function queryAll(
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'ConsistentRead'>,
): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await testDb().send(
      new QueryCommand({ ...query, TableName: 'academy', ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every item of the partition `pk` (a user's, a chat's, a feed's …), read consistently, every page. */
export const partitionItems = (pk: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } });

/** A course's enrolment count as the course item holds it, read consistently. */
export async function storedEnrollmentCount(courseId: string): Promise<number> {
  const { keys } = await import('./table-keys');
  const { Item } = await testDb().send(
    new GetCommand({ TableName: 'academy', Key: keys.course(courseId), ConsistentRead: true }),
  );
  return Number(Item?.enrollmentCount);
}

/**
 * What `fn` answers, with the DynamoDB requests (attempts) it made through the handlers' own client (the one
 * `functions/src/lib/clients` gives the handler modules run in this worker, e.g. through `invokeRoute`): how
 * many, and their operations in order ('GetItem', 'Query' …).
 */
export async function countRequests<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; requests: number; ops: string[] }> {
  const ops: string[] = [];
  const stop = await watchHandlerCommands((operation) => ops.push(operation));
  try {
    const result = await fn();
    return { result, requests: ops.length, ops };
  } finally {
    stop();
  }
}

/** A notification item as the table holds it (the fields tests look at). */
export interface StoredNotification {
  id: string;
  title: string;
  message: string;
  type: string;
  sourceId: string;
}

/**
 * The notifications a user holds whose attributes equal `where` (e.g. `{ type: 'chat', sourceId }`; an
 * undefined value sets no condition), read from the table: every page of their partition, consistently.
 */
export async function storedNotifications(
  userId: string,
  where: Record<string, string | undefined>,
): Promise<StoredNotification[]> {
  const { keys } = await import('./table-keys');
  const equal = Object.entries(where).filter(([, value]) => value !== undefined);
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :n)',
    FilterExpression: equal.map((_, i) => `#a${i} = :v${i}`).join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(equal.map(([name], i) => [`#a${i}`, name])),
    ExpressionAttributeValues: {
      ':pk': keys.user(userId).PK,
      ':n': 'NOTIF#',
      ...Object.fromEntries(equal.map(([, value], i) => [`:v${i}`, value])),
    },
  })) as StoredNotification[];
}
