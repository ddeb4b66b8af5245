import type { LoginResponse, MfaSetup, Session } from '@academy/shared';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../lib/errors';
import {
  awaitsGuardian,
  GuardianPendingError,
  getUserRecord,
  markMfaEnabled,
  toUser,
  type UserRecord,
} from '../users/service';
import {
  answerTotpChallenge,
  associateTotp,
  claimsOf,
  MfaSessionExpiredError,
  MfaSetupExpiredError,
  passwordAuth,
  type Tokens,
  verifyAndEnableTotp,
  WrongMfaCodeError,
  WrongPasswordError,
} from './identity';
import { qrSvg } from './qr-svg';
import { countWrongCode, getMfaSession, putMfaSession, takeMfaSession } from './repository';

export const DEACTIVATED = /*i18n*/ 'Your account has been deactivated. Please contact support.';

/** The issuer authenticator apps show beside the account. */
export const MFA_ISSUER = 'Academy';

/**
 * The profile behind fresh tokens, let in only if it exists and is active, and (a minor) once their parent or
 * guardian has consented (issue 41).
 */
async function activeUserOf(tokens: Tokens): Promise<UserRecord> {
  const user = await getUserRecord(claimsOf(tokens.idToken).sub);
  if (!user) throw new ForbiddenError(/*i18n*/ 'Your account no longer exists');
  if (!user.isActive) throw new ForbiddenError(DEACTIVATED);
  if (awaitsGuardian(user)) throw new GuardianPendingError();
  return user;
}

const sessionOf = (user: UserRecord, tokens: Tokens): Session => ({
  user: toUser(user),
  token: tokens.idToken,
  refreshToken: tokens.refreshToken,
  expiresIn: tokens.expiresIn,
});

/**
 * Signs in with Cognito. A user with two-step verification on gets Cognito's code challenge (its session kept
 * here, a handle for the client); an admin without it gets a new authenticator secret to set up instead of a
 * session (admins must use it); everyone else gets the session.
 */
export async function signInWithPassword(email: string, password: string): Promise<LoginResponse> {
  const auth = await passwordAuth(email, password);
  if (auth.kind === 'totp') {
    const session = await putMfaSession({
      kind: 'challenge',
      username: auth.username,
      cognitoSession: auth.cognitoSession,
    });
    return { challenge: 'SOFTWARE_TOKEN_MFA', session };
  }
  const user = await activeUserOf(auth.tokens);
  if (user.role === 'admin') return { challenge: 'MFA_SETUP', ...(await newMfaSetup(user, auth.tokens)) };
  return sessionOf(user, auth.tokens);
}

/** Right after registering (a new student: no two-step verification yet), the session. */
export async function openSession(email: string, password: string): Promise<Session> {
  const auth = await passwordAuth(email, password);
  if (auth.kind !== 'tokens') throw new Error('A new account was asked for a code');
  return sessionOf(await activeUserOf(auth.tokens), auth.tokens);
}

/** The code as Cognito takes it: the 6 digits, without the space apps group them with. */
const digitsOf = (code: string) => code.replace(/\s+/g, '');

/** Counts a wrong code against the waiting session, then refuses it (used up: sign in again). */
async function wrongCode(id: string, error: unknown, usedUp: () => Error): Promise<never> {
  const left = await countWrongCode(id);
  if (left === 0) throw usedUp();
  throw error;
}

/** The second step of signing in: the authenticator's code for the waiting sign-in. */
export async function answerChallenge(id: string, code: string): Promise<Session> {
  const waiting = await getMfaSession(id);
  if (waiting?.kind !== 'challenge') throw new MfaSessionExpiredError();
  let tokens: Tokens;
  try {
    tokens = await answerTotpChallenge({ ...waiting, code: digitsOf(code) });
  } catch (error) {
    if (error instanceof MfaSessionExpiredError) {
      await takeMfaSession(id);
      throw error;
    }
    if (error instanceof WrongMfaCodeError) return wrongCode(id, error, () => new MfaSessionExpiredError());
    throw error;
  }
  // One session per right code: a second request with the same handle finds it taken.
  if (!(await takeMfaSession(id))) throw new MfaSessionExpiredError();
  return sessionOf(await activeUserOf(tokens), tokens);
}

/** A new authenticator secret for the user behind these tokens, waiting for its first code. */
async function newMfaSetup(user: UserRecord, tokens: Tokens): Promise<MfaSetup> {
  const secretCode = await associateTotp(tokens.accessToken);
  const session = await putMfaSession({ kind: 'setup', sub: user.id, tokens });
  const label = `${MFA_ISSUER}:${user.email}`;
  const otpauthUri =
    `otpauth://totp/${encodeURIComponent(label)}?secret=${secretCode}` +
    `&issuer=${encodeURIComponent(MFA_ISSUER)}&algorithm=SHA1&digits=6&period=30`;
  return { session, secretCode, otpauthUri, qrCodeSvg: qrSvg(otpauthUri) };
}

export class MfaAlreadyOnError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'Two-step verification is already on for this account.');
  }
}

/**
 * A signed-in instructor or admin starts setting up two-step verification: the password again (a stolen
 * token alone cannot change how the account signs in), then a new secret.
 */
export async function startMfaSetup(user: UserRecord, password: string): Promise<MfaSetup> {
  const auth = await passwordAuth(user.email, password).catch((error: unknown) => {
    throw error instanceof UnauthorizedError ? new WrongPasswordError() : error;
  });
  if (auth.kind === 'totp' || user.mfaEnabled) throw new MfaAlreadyOnError();
  if (claimsOf(auth.tokens.idToken).sub !== user.id) throw new ForbiddenError();
  return newMfaSetup(user, auth.tokens);
}

/** The setup's first code: turns two-step verification on and answers a fresh session. */
export async function verifyMfaSetup(id: string, code: string): Promise<Session> {
  const waiting = await getMfaSession(id);
  if (waiting?.kind !== 'setup') throw new MfaSetupExpiredError();
  try {
    await verifyAndEnableTotp(waiting.tokens.accessToken, digitsOf(code));
  } catch (error) {
    if (error instanceof WrongMfaCodeError) return wrongCode(id, error, () => new MfaSetupExpiredError());
    throw error;
  }
  if (!(await takeMfaSession(id))) throw new MfaSetupExpiredError();
  const user = await markMfaEnabled(waiting.sub);
  return sessionOf(user, waiting.tokens);
}
