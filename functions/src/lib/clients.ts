import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';
import { isServiceUnavailable, ServiceUnavailableError } from './errors';

/**
 * How long the table, the bucket and the user pool may take before a call gives up, so that a store that is down
 * or hung answers 503 well within the Lambda timeout (10 s, infra/lib/academy-function.ts) instead of running
 * into it.
 * Each attempt: 1 s to connect, 2 s until the answer's headers, 2 s of silence while its body streams. Three
 * attempts with the SDK's jittered backoff between them (at most 0.2 s + 0.4 s; 1 s + 2 s when throttled). So
 * one call fails after: < 1 s when the connection is refused or reset (a stopped store), about 3.6 s when
 * nothing answers the connection, at worst about 6.6 s when the store accepts but never answers.
 * A handler stops at its first failed call. DynamoDB answers in milliseconds, S3 in tens of them.
 * The 1 s and 2 s are the defaults of STORE_CONNECTION_TIMEOUT_MS and STORE_REQUEST_TIMEOUT_MS (env.ts); the
 * local stack waits longer, because DynamoDB Local runs transactions one at a time and a burst of writers
 * queues for seconds there.
 */
export const STORE_TIMEOUTS = {
  socketTimeout: 2_000,
  maxAttempts: 3,
} as const;

const storeClientConfig = () => ({
  region: env().AWS_REGION,
  maxAttempts: STORE_TIMEOUTS.maxAttempts,
  requestHandler: {
    connectionTimeout: env().STORE_CONNECTION_TIMEOUT_MS,
    requestTimeout: env().STORE_REQUEST_TIMEOUT_MS,
    // Without it the SDK only warns when requestTimeout passes, and the call goes on waiting.
    throwOnRequestTimeout: true,
    socketTimeout: Math.max(STORE_TIMEOUTS.socketTimeout, env().STORE_REQUEST_TIMEOUT_MS),
  },
});

/**
 * Makes a client fail with ServiceUnavailableError (503) when its service cannot answer, after the SDK's own
 * retries: the middleware sits in the first step, outside the retry step. Other errors pass through untouched.
 */
function unavailableAs503<
  C extends DynamoDBClient | S3Client | CognitoIdentityProviderClient | SecretsManagerClient,
>(client: C): C {
  (client.middlewareStack as DynamoDBClient['middlewareStack']).add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (isServiceUnavailable(error)) throw new ServiceUnavailableError(error);
        throw error;
      }
    },
    { step: 'initialize', priority: 'high', name: 'serviceUnavailableAs503' },
  );
  return client;
}

/** SDK clients, created once per Lambda container and reused across invocations. */
let ddb: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;
let secretsManager: SecretsManagerClient | undefined;
let transfers: S3Client | undefined;
let sqs: SQSClient | undefined;

export function db(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(
    unavailableAs503(new DynamoDBClient({ ...storeClientConfig(), endpoint: env().DYNAMODB_ENDPOINT })),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  return ddb;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  // The same bounds as the stores': an identity service that is down or hung answers 503 within the timeout.
  cognito ??= unavailableAs503(
    new CognitoIdentityProviderClient({ ...storeClientConfig(), endpoint: env().COGNITO_ENDPOINT }),
  );
  return cognito;
}

export const tableName = (): string => env().TABLE_NAME;

export function s3Client(): S3Client {
  s3 ??= unavailableAs503(
    new S3Client({
      ...storeClientConfig(),
      endpoint: env().S3_ENDPOINT,
      // A custom endpoint (the local stand-in) serves buckets by path; AWS serves them by host name.
      forcePathStyle: Boolean(env().S3_ENDPOINT),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return s3;
}

/** Secrets Manager (lib/secrets.ts reads through it, with a cache): the stores' bounds, and 503 when it is down. */
export function secretsClient(): SecretsManagerClient {
  secretsManager ??= unavailableAs503(
    new SecretsManagerClient({ ...storeClientConfig(), endpoint: env().SECRETS_ENDPOINT }),
  );
  return secretsManager;
}

/**
 * S3 for the transcoder's files (issue 38): segments of megabytes, read and written off the request path, so each
 * call may take up to a minute rather than the stores' two seconds.
 */
export function transferClient(): S3Client {
  transfers ??= new S3Client({
    region: env().AWS_REGION,
    endpoint: env().S3_ENDPOINT,
    forcePathStyle: Boolean(env().S3_ENDPOINT),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
  return transfers;
}

/** SQS (the transcode queue). */
export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({ ...storeClientConfig(), endpoint: env().SQS_ENDPOINT });
  return sqs;
}
