import { MFA_MAX_ATTEMPTS } from '@academy/shared';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '../../infra/local/dynamo';
import { DEMO_ADMIN_EMAIL } from '../../infra/local/seed-mfa';
import { totpCode } from '../../infra/local/totp';
import {
  ADULT_CONSENT,
  api,
  createUser,
  DEMO_PASSWORD,
  newInstructor,
  signedInBeforeAll,
  signIn,
  totpOf,
  totpSecrets,
  uniqueEmail,
} from '../support/api';

/**
 * Two-step verification (issue 36 item 6): TOTP through Cognito (cognito-local locally), required of admins and
 * offered to instructors. Codes are computed as an authenticator app would (RFC 6238, infra/local/totp.ts).
 */

const login = (email: string, password = DEMO_PASSWORD) =>
  api('/api/auth/login', { method: 'POST', body: { email, password } });
const answer = (session: string, code: string) =>
  api('/api/auth/mfa/challenge', { method: 'POST', body: { session, code } });
const verify = (session: string, code: string) =>
  api('/api/auth/mfa/verify', { method: 'POST', body: { session, code } });

/** A code that is not the current one (nor the one before or after, which Cognito also takes). */
const wrongCodeFor = (email: string) => {
  const near = [-30_000, 0, 30_000].map((shift) => totpOf(email, Date.now() + shift));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
};

const WRONG_CODE = 'That code is not right. Enter the current 6-digit code from your authenticator app.';

/** An admin made by the demo admin through the API; it has not set up two-step verification yet. */
async function newAdmin(adminToken: string) {
  const email = uniqueEmail('admin');
  const res = await createUser(adminToken, {
    name: 'New Admin',
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    role: 'admin',
  });
  expect(res.status).toBe(201);
  return email;
}

describe('the demo admin signs in with the authenticator code', () => {
  it('answers a challenge instead of a session, then the session for the right code', async () => {
    // Act: the password
    const first = await login(DEMO_ADMIN_EMAIL);

    // Assert: no token yet, only the challenge and its handle
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String) });

    // Act: the code from the fixed secret of .env.example
    const second = await answer(first.body.session, totpOf(DEMO_ADMIN_EMAIL));

    // Assert: the admin's session, which reaches admin routes
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ email: DEMO_ADMIN_EMAIL, role: 'admin', mfaEnabled: true });
    expect((await api('/api/users', { token: second.body.token })).status).toBe(200);
    // One session per sign-in: the same handle again is refused
    const again = await answer(first.body.session, totpOf(DEMO_ADMIN_EMAIL));
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a wrong code with 400 and a message, and still takes the right one after', async () => {
    const first = await login(DEMO_ADMIN_EMAIL);

    const wrong = await answer(first.body.session, wrongCodeFor(DEMO_ADMIN_EMAIL));

    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: WRONG_CODE });
    const right = await answer(first.body.session, totpOf(DEMO_ADMIN_EMAIL));
    expect(right.status).toBe(200);
    expect(right.body.token).toEqual(expect.any(String));
  });

  it(`gives up a sign-in after ${MFA_MAX_ATTEMPTS} wrong codes: even the right one then needs the password again`, async () => {
    const first = await login(DEMO_ADMIN_EMAIL);
    const statuses: number[] = [];
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++)
      statuses.push((await answer(first.body.session, wrongCodeFor(DEMO_ADMIN_EMAIL))).status);

    const right = await answer(first.body.session, totpOf(DEMO_ADMIN_EMAIL));

    expect(statuses).toEqual([...Array(MFA_MAX_ATTEMPTS - 1).fill(400), 401]);
    expect(right.status).toBe(401);
    expect(right.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('validates the code and the handle: 400 with the field, 401 for a handle it never gave', async () => {
    const first = await login(DEMO_ADMIN_EMAIL);

    const letters = await answer(first.body.session, 'abcdef');
    const short = await answer(first.body.session, '123');
    const madeUp = await answer('x'.repeat(22), totpOf(DEMO_ADMIN_EMAIL));
    const missing = await api('/api/auth/mfa/challenge', { method: 'POST', body: {} });

    expect(letters.status).toBe(400);
    expect(letters.body.issues).toEqual([
      { path: 'code', message: 'Enter the 6-digit code from your authenticator app' },
    ]);
    expect(short.status).toBe(400);
    expect(madeUp.status).toBe(401);
    expect(missing.status).toBe(400);
    // A code typed as the app shows it ("123 456") is taken
    const spaced = totpOf(DEMO_ADMIN_EMAIL).replace(/^(\d{3})/, '$1 ');
    expect((await answer(first.body.session, spaced)).status).toBe(200);
  });

  it('still refuses a wrong password without saying whether the email exists', async () => {
    const wrong = await login(DEMO_ADMIN_EMAIL, 'Wrong@12345');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
  });
});

describe('an admin without two-step verification', () => {
  const demoAdmin = signedInBeforeAll(DEMO_ADMIN_EMAIL);

  it('gets the setup (secret, otpauth URI, QR code) instead of a session, and the session after the first code', async () => {
    const email = await newAdmin(demoAdmin.token);

    // Act: the password
    const first = await login(email);

    // Assert: the setup, no token
    expect(first.status).toBe(200);
    expect(first.body.challenge).toBe('MFA_SETUP');
    expect(first.body.token).toBeUndefined();
    const { secretCode, otpauthUri, qrCodeSvg, session } = first.body;
    expect(secretCode).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent(`Academy:${email}`)}?secret=${secretCode}&issuer=Academy&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCodeSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);

    // Act: a wrong first code, then the right one
    const wrong = await verify(session, totpCode(secretCode, Date.now() + 10 * 60_000));
    const right = await verify(session, totpCode(secretCode));

    // Assert: the wrong one is refused with a message; the right one signs in, MFA on
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: WRONG_CODE });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ email, role: 'admin', mfaEnabled: true });
    expect((await api('/api/users', { token: right.body.token })).status).toBe(200);
    // From now on the password leads to the code challenge
    const next = await login(email);
    expect(next.body).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String) });
    expect((await answer(next.body.session, totpCode(secretCode))).status).toBe(200);
  });

  it('is refused on every route and at refresh with a token from Cognito itself, until it is set up', async () => {
    // Arrange: an admin who holds tokens got past the API (as a token from before MFA was required would be)
    const email = await newAdmin(demoAdmin.token);
    const cognito = new CognitoIdentityProviderClient({
      endpoint: inject('cognitoEndpoint'),
      region: 'ap-south-1',
      credentials: localCredentials,
    });
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        ClientId: inject('userPoolClientId'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    cognito.destroy();
    const token = AuthenticationResult!.IdToken!;

    // Act
    const users = await api('/api/users', { token });
    const me = await api('/api/auth/me', { token });
    const refreshed = await api('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken: AuthenticationResult!.RefreshToken },
    });

    // Assert
    const NEEDS_MFA = 'Admins must use two-step verification. Please sign in again to set it up.';
    expect(users).toMatchObject({ status: 403, body: { message: NEEDS_MFA } });
    expect(me).toMatchObject({ status: 403, body: { message: NEEDS_MFA } });
    expect(refreshed).toMatchObject({ status: 403, body: { message: NEEDS_MFA } });
    // Once set up (through sign-in), the same token is let in: the profile, not the token, decides
    const session = await signIn(email);
    expect(session.user.role).toBe('admin');
    expect((await api('/api/users', { token })).status).toBe(200);
  });

  it(`gives up a setup after ${MFA_MAX_ATTEMPTS} wrong first codes`, async () => {
    const email = await newAdmin(demoAdmin.token);
    const first = await login(email);
    const later = totpCode(first.body.secretCode, Date.now() + 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++)
      statuses.push((await verify(first.body.session, later)).status);

    const right = await verify(first.body.session, totpCode(first.body.secretCode));

    expect(statuses).toEqual([...Array(MFA_MAX_ATTEMPTS - 1).fill(400), 410]);
    expect(right).toMatchObject({
      status: 410,
      body: { message: 'This setup has expired. Please start again.' },
    });
  });
});

describe('an instructor may turn two-step verification on from the profile', () => {
  const demoAdmin = signedInBeforeAll(DEMO_ADMIN_EMAIL);

  it('asks for the password again, then the first code; later sign-ins ask for the code', async () => {
    const instructor = await newInstructor(demoAdmin.token, 'Careful Instructor');
    expect(instructor.user).not.toHaveProperty('mfaEnabled', true);
    const setup = (password: string) =>
      api('/api/auth/mfa/setup', { method: 'POST', token: instructor.token, body: { password } });

    // Act: a wrong password, then the right one
    const wrongPassword = await setup('Wrong@12345');
    const started = await setup(DEMO_PASSWORD);

    // Assert: 400 (not 401: the token is fine), then a secret to add
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: 'That password is not right.' } });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      session: expect.any(String),
      secretCode: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauthUri: expect.stringContaining(`secret=${started.body.secretCode}`),
      qrCodeSvg: expect.stringMatching(/^<svg/),
    });

    // Act: the first code
    const verified = await verify(started.body.session, totpCode(started.body.secretCode));

    // Assert: on, shown on the profile; a second setup is refused; sign-in asks for the code
    expect(verified.status).toBe(200);
    expect(verified.body.user.mfaEnabled).toBe(true);
    const me = await api('/api/auth/me', { token: verified.body.token });
    expect(me.body.user.mfaEnabled).toBe(true);
    const twice = await api('/api/auth/mfa/setup', {
      method: 'POST',
      token: verified.body.token,
      body: { password: DEMO_PASSWORD },
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'Two-step verification is already on for this account.' },
    });
    const next = await login(instructor.email);
    expect(next.body.challenge).toBe('SOFTWARE_TOKEN_MFA');
    totpSecrets.set(instructor.email, started.body.secretCode);
    expect((await signIn(instructor.email)).user.id).toBe(instructor.user.id);
  });

  it('is not offered to students', async () => {
    const student = await api('/api/auth/register', {
      method: 'POST',
      body: {
        ...ADULT_CONSENT,
        name: 'Curious Student',
        email: uniqueEmail('student'),
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    const res = await api('/api/auth/mfa/setup', {
      method: 'POST',
      token: student.body.token,
      body: { password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(403);
  });
});
