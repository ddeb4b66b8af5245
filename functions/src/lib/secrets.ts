import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { secretsClient } from './clients';

/**
 * How long a container keeps a secret before it reads it again (Powertools Parameters' cache): a value rotated in
 * Secrets Manager reaches every running container within this, and a warm container reads each secret at most
 * once in this window.
 */
export const SECRET_MAX_AGE_SECONDS = 300;

let provider: SecretsProvider | undefined;

/**
 * A secret's string value, read at run time from Secrets Manager (the secret's name or ARN comes from
 * configuration, never the value) and cached per container. A secret without a string value is a deployment
 * error, thrown as such.
 */
export async function secretString(secretId: string): Promise<string> {
  provider ??= new SecretsProvider({ awsSdkV3Client: secretsClient() });
  const value = await provider.get(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value === '') throw new Error(`Secret ${secretId} has no string value`);
  return value;
}
