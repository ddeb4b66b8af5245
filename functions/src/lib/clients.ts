import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** SDK clients, created once per Lambda container and reused across invocations. */
let ddb: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let s3: S3Client | undefined;

export function db(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: env().AWS_REGION, endpoint: env().DYNAMODB_ENDPOINT, maxAttempts: 5 }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  return ddb;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({
    region: env().AWS_REGION,
    endpoint: env().COGNITO_ENDPOINT,
  });
  return cognito;
}

export const tableName = (): string => env().TABLE_NAME;

export function s3Client(): S3Client {
  s3 ??= new S3Client({
    region: env().AWS_REGION,
    endpoint: env().S3_ENDPOINT,
    // A custom endpoint (the local stand-in) serves buckets by path; AWS serves them by host name.
    forcePathStyle: Boolean(env().S3_ENDPOINT),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}
