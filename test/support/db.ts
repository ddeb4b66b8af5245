import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { localStoreTimeouts } from '../../infra/local/store-timeouts';

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
    CERTIFICATES_BUCKET: 'academy-certificates',
    VIDEOS_BUCKET: 'academy-videos',
    SITE_BUCKET: 'academy-site',
    PUBLIC_SITE_URL: 'http://localhost:5173',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
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

/**
 * What `fn` answers, with the DynamoDB requests (attempts) it made through the handlers' own client (the one
 * `functions/src/lib/clients` gives the handler modules run in this worker, e.g. through `invokeRoute`): how
 * many, and their operations in order ('GetItem', 'Query' …).
 */
export async function countRequests<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; requests: number; ops: string[] }> {
  const { db } = await import('../../functions/src/lib/clients');
  const ops: string[] = [];
  const name = `count-requests-${Math.random()}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      ops.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    },
    { step: 'deserialize', name },
  );
  try {
    const result = await fn();
    return { result, requests: ops.length, ops };
  } finally {
    db().middlewareStack.remove(name);
  }
}
