import type { Role } from '@academy/shared';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  UserStatusType,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lib/clients';
import { required } from '../lib/env';
import { BadRequestError, ConflictError, HttpError, UnauthorizedError } from '../lib/errors';

/** Cognito is the identity store: passwords, tokens and the role groups. The table holds profiles. */
const poolId = () => required('USER_POOL_ID');
const clientId = () => required('USER_POOL_CLIENT_ID');

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? '';

export interface Tokens {
  idToken: string;
  /** Cognito's access token: only for the user's own Cognito calls (two-step verification setup), never sent out. */
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Cognito already holds an identity with this email (its username). */
export class EmailTakenError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'An account with this email already exists');
  }
}

/** Creates a confirmed identity with a permanent password in the role's group; returns its sub. */
export async function createIdentity(input: { email: string; name: string; password: string; role: Role }) {
  let sub: string | undefined;
  try {
    const created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: input.name },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub for the new user');
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId(),
        Username: input.email,
        Password: input.password,
        Permanent: true,
      }),
    );
    await cognitoClient().send(
      new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: input.email, GroupName: input.role }),
    );
    return sub;
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException') throw new EmailTakenError();
    // Leave no half-made identity behind, so the same email can register again.
    if (sub) await deleteIdentity(input.email);
    throw error;
  }
}

/** The sub of the identity with this email, if there is one. */
export async function findIdentitySub(email: string): Promise<string | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** What the recovery of a half-made registration needs to know of an identity. */
export interface IdentityState {
  sub: string;
  createdAt: Date;
  /** A permanent password is set (CONFIRMED); a registration that died right after creating it has none. */
  hasPassword: boolean;
}

/** The identity with this email, if there is one. */
export async function findIdentity(email: string): Promise<IdentityState | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }),
    );
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) return undefined;
    return {
      sub,
      createdAt: user.UserCreateDate ?? new Date(0),
      hasPassword: user.UserStatus === UserStatusType.CONFIRMED,
    };
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Whether this password signs the identity in (a wrong one is `false`; a pool that cannot answer throws 503). */
export async function passwordSignsIn(email: string, password: string): Promise<boolean> {
  try {
    // A code still asked for (two-step verification) means the password was right.
    await passwordAuth(email, password);
    return true;
  } catch (error) {
    if (error instanceof UnauthorizedError) return false;
    throw error;
  }
}

/** The password asked again (a setup, a parent's link sent again) was not right (400: no sign-in is refused). */
export class WrongPasswordError extends BadRequestError {
  constructor() {
    super(/*i18n*/ 'That password is not right.');
  }
}

/**
 * The sub of the account this email and password sign in to, asked where the password stands in for a session
 * (a minor who may not sign in yet sends their parent's link again). A wrong password and an unknown email are
 * refused alike (400, WrongPasswordError): the answer never says whether the email has an account.
 */
export async function passwordOwner(email: string, password: string): Promise<string> {
  let auth: PasswordAuth;
  try {
    auth = await passwordAuth(email, password);
  } catch (error) {
    throw error instanceof UnauthorizedError ? new WrongPasswordError() : error;
  }
  // A code still asked for (two-step verification) means the password was right; the pool knows the sub.
  const sub = auth.kind === 'tokens' ? claimsOf(auth.tokens.idToken).sub : await findIdentitySub(email);
  if (!sub) throw new WrongPasswordError();
  return sub;
}

/**
 * Gives an existing identity this name and exactly this role's group (each step safe to repeat). Called by the
 * identity's username, its sub, rather than its email: the pool signs in by email as an alias, and cognito-local
 * lists a user's groups only when asked by the username itself (AWS takes either).
 */
export async function completeIdentity(sub: string, input: { name: string; role: Role }): Promise<void> {
  const user = { UserPoolId: poolId(), Username: sub };
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({ ...user, UserAttributes: [{ Name: 'name', Value: input.name }] }),
  );
  const { Groups = [] } = await cognitoClient().send(new AdminListGroupsForUserCommand(user));
  for (const { GroupName } of Groups) {
    if (GroupName && GroupName !== input.role)
      await cognitoClient().send(new AdminRemoveUserFromGroupCommand({ ...user, GroupName }));
  }
  await cognitoClient().send(new AdminAddUserToGroupCommand({ ...user, GroupName: input.role }));
}

export async function deleteIdentity(email: string): Promise<void> {
  await cognitoClient()
    .send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: email }))
    .catch((error) => {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    });
}

export async function setIdentityEnabled(email: string, enabled: boolean): Promise<void> {
  const Command = enabled ? AdminEnableUserCommand : AdminDisableUserCommand;
  await cognitoClient().send(new Command({ UserPoolId: poolId(), Username: email }));
}

const INVALID_CREDENTIALS = /*i18n*/ 'Invalid email or password';

/** What a right password gets: the tokens, or (two-step verification on) Cognito's challenge for the code. */
export type PasswordAuth =
  | { kind: 'tokens'; tokens: Tokens }
  | { kind: 'totp'; username: string; cognitoSession: string };

const tokensOf = (r: {
  IdToken?: string;
  AccessToken?: string;
  RefreshToken?: string;
  ExpiresIn?: number;
}) => {
  if (!r.IdToken || !r.AccessToken || !r.RefreshToken) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return {
    idToken: r.IdToken,
    accessToken: r.AccessToken,
    refreshToken: r.RefreshToken,
    expiresIn: r.ExpiresIn ?? 3600,
  };
};

export async function passwordAuth(email: string, password: string): Promise<PasswordAuth> {
  try {
    const answer = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session) {
      // The challenge names the account's username (its sub in this pool), which the answer must carry.
      const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? email;
      return { kind: 'totp', username, cognitoSession: answer.Session };
    }
    // SMS is off in the pool and every account gets a permanent password, so no other challenge is expected.
    if (answer.ChallengeName) throw new Error(`Unexpected Cognito challenge ${answer.ChallengeName}`);
    return { kind: 'tokens', tokens: tokensOf(answer.AuthenticationResult ?? {}) };
  } catch (error) {
    // Real Cognito says NotAuthorizedException (also for disabled users); its local stand-in says
    // InvalidPasswordException or UserNotFoundException. None of them may reveal whether the email exists.
    if (
      ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(
        errorName(error),
      )
    ) {
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
    throw error;
  }
}

/** The code was not the authenticator's current one. */
export class WrongMfaCodeError extends BadRequestError {
  constructor() {
    super(/*i18n*/ 'That code is not right. Enter the current 6-digit code from your authenticator app.');
  }
}

/** The waiting sign-in or setup is gone: expired, used, or too many wrong codes. */
export class MfaSessionExpiredError extends UnauthorizedError {
  constructor() {
    super(/*i18n*/ 'This sign-in has expired. Please sign in again.');
  }
}

/**
 * The waiting setup is gone (expired, used, or too many wrong codes): 410, not 401, because the instructor who
 * set it up from the profile is still signed in, and the web client signs out on any 401.
 */
export class MfaSetupExpiredError extends HttpError {
  constructor() {
    super(410, 'This setup has expired. Please start again.');
  }
}

/** Answers Cognito's SOFTWARE_TOKEN_MFA challenge with the code; the tokens if it was right. */
export async function answerTotpChallenge(input: {
  username: string;
  cognitoSession: string;
  code: string;
}): Promise<Tokens> {
  try {
    const { AuthenticationResult } = await cognitoClient().send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId(),
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: input.cognitoSession,
        ChallengeResponses: { USERNAME: input.username, SOFTWARE_TOKEN_MFA_CODE: input.code },
      }),
    );
    return tokensOf(AuthenticationResult ?? {});
  } catch (error) {
    if (errorName(error) === 'CodeMismatchException') throw new WrongMfaCodeError();
    // Cognito's session lasts 3 minutes: "Invalid session for the user, session is expired."
    if (['NotAuthorizedException', 'ExpiredCodeException'].includes(errorName(error))) {
      throw new MfaSessionExpiredError();
    }
    throw error;
  }
}

/** A new authenticator secret (base32) for the user of this access token; not in use until verified. */
export async function associateTotp(accessToken: string): Promise<string> {
  const { SecretCode } = await cognitoClient().send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  if (!SecretCode) throw new Error('Cognito returned no secret');
  return SecretCode;
}

/** Checks the first code of the new secret, then makes the authenticator the user's way of signing in. */
export async function verifyAndEnableTotp(accessToken: string, code: string): Promise<void> {
  try {
    const { Status } = await cognitoClient().send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: code,
        FriendlyDeviceName: 'Authenticator',
      }),
    );
    if (Status !== 'SUCCESS') throw new WrongMfaCodeError();
  } catch (error) {
    if (['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes(errorName(error))) {
      throw new WrongMfaCodeError();
    }
    if (errorName(error) === 'NotAuthorizedException') {
      throw new MfaSetupExpiredError();
    }
    throw error;
  }
  await cognitoClient().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
}

export async function refresh(refreshToken: string): Promise<Pick<Tokens, 'idToken' | 'expiresIn'>> {
  try {
    const { AuthenticationResult: r } = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    if (!r?.IdToken) throw new UnauthorizedError(/*i18n*/ 'Your session has expired. Please sign in again.');
    return { idToken: r.IdToken, expiresIn: r.ExpiresIn ?? 3600 };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (
      ['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException'].includes(
        errorName(error),
      )
    ) {
      throw new UnauthorizedError(/*i18n*/ 'Your session has expired. Please sign in again.');
    }
    throw error;
  }
}

/** The claims of a token Cognito just handed us over TLS (no need to verify our own fresh token). */
export function claimsOf(token: string): { sub: string } {
  const payload = token.split('.')[1];
  const claims = payload
    ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown })
    : {};
  if (typeof claims.sub !== 'string') throw new UnauthorizedError(/*i18n*/ 'Invalid token');
  return { sub: claims.sub };
}
