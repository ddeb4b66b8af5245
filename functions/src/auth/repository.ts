import { randomBytes } from 'node:crypto';
import { MFA_MAX_ATTEMPTS } from '@academy/shared';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { isConditionFailure } from '../lib/db';
import type { Tokens } from './identity';
import { keys } from './keys';

/**
 * A sign-in or a setup of two-step verification that waits for its code. Kept here, not handed to the client,
 * so the client holds only a random handle: the Cognito session and tokens never leave the server before the
 * code is right, and the number of wrong codes is counted where the client cannot reset it.
 */
export type MfaSession =
  | {
      kind: 'challenge';
      /** The USERNAME of RespondToAuthChallenge (the email the user signed in with). */
      username: string;
      /** Cognito's session of the SOFTWARE_TOKEN_MFA challenge. */
      cognitoSession: string;
      attempts: number;
      expiresAt: number;
    }
  | {
      kind: 'setup';
      sub: string;
      /** The tokens of the password sign-in: the access token verifies the code, the rest is the session after. */
      tokens: Tokens;
      attempts: number;
      expiresAt: number;
    };

/** Cognito's own MFA session lasts 3 minutes; a setup gets longer, to scan a QR code and read the first code. */
export const CHALLENGE_TTL_S = 3 * 60;
export const SETUP_TTL_S = 10 * 60;

const nowS = () => Math.floor(Date.now() / 1000);

type NewMfaSession = MfaSession extends infer S
  ? S extends MfaSession
    ? Omit<S, 'attempts' | 'expiresAt'>
    : never
  : never;

/** Stores a waiting sign-in or setup; returns its handle (128 random bits, base64url). */
export async function putMfaSession(session: NewMfaSession): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const ttl = session.kind === 'challenge' ? CHALLENGE_TTL_S : SETUP_TTL_S;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      // `expiresAt` is the table's TTL attribute: DynamoDB removes the item some time after; reads check it too.
      Item: {
        ...keys.mfaSession(id),
        entity: 'mfaSession',
        ...session,
        attempts: 0,
        expiresAt: nowS() + ttl,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return id;
}

/** The waiting sign-in or setup, if it exists, has not expired and has wrong codes left. */
export async function getMfaSession(id: string): Promise<MfaSession | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.mfaSession(id), ConsistentRead: true }),
  );
  const session = Item as MfaSession | undefined;
  if (!session || session.expiresAt <= nowS() || session.attempts >= MFA_MAX_ATTEMPTS) return undefined;
  return session;
}

/**
 * Counts a wrong code; answers how many are left (0: the session is used up). Conditioned on the count, so
 * codes tried at once cannot try more than MFA_MAX_ATTEMPTS between them.
 */
export async function countWrongCode(id: string): Promise<number> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.mfaSession(id),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': MFA_MAX_ATTEMPTS },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Math.max(0, MFA_MAX_ATTEMPTS - Number(Attributes?.attempts ?? MFA_MAX_ATTEMPTS));
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
}

/**
 * Takes the waiting sign-in or setup away once its code was right: only one request can take it (a second one
 * with the same handle and code finds nothing), so a session is handed out once.
 */
export async function takeMfaSession(id: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.mfaSession(id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
