import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** SDK clients, created once per Lambda container and reused across invocations. */
let ddb: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

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
