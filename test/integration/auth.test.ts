import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '../../infra/local/dynamo';
import {
  ADULT_CONSENT,
  api,
  DEMO_PASSWORD,
  newStudent,
  setUserStatus,
  signIn,
  uniqueEmail,
} from '../support/api';

/**
 * What a registration leaves when its function stops after Cognito made the identity and before the table got
 * the profile (a crash, a timeout, and the clean-up failing too): the identity, with or without its password and
 * group, and no profile. Made here with Cognito's own admin calls, as the function would have.
 */
async function halfMadeIdentity(email: string, steps: { password?: string; group?: string }) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: inject('cognitoEndpoint'),
    region: 'ap-south-1',
    credentials: localCredentials,
  });
  const UserPoolId = inject('userPoolId');
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Half Made' },
      ],
    }),
  );
  if (steps.password)
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: email,
        Password: steps.password,
        Permanent: true,
      }),
    );
  if (steps.group)
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: steps.group }),
    );
  cognito.destroy();
}

describe('registration', () => {
  it('creates a student, signs them in and returns a working token', async () => {
    const email = uniqueEmail();
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: {
        ...ADULT_CONSENT,
        name: '  Kavya Rao ',
        email: email.toUpperCase(),
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Kavya Rao', email, role: 'student', isActive: true });
    expect(res.body.user._id).toBe(res.body.user.id);
    const me = await api('/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it.each(['admin', 'instructor', 'superuser'])('refuses role %s and creates no account', async (role) => {
    const email = uniqueEmail('escalate');
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Mallory', email, password: DEMO_PASSWORD, role },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Only students can register themselves/);
    const login = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('refuses a second account with the same email', async () => {
    const student = await newStudent();
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Again', email: student.email, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('finishes a registration that died after Cognito made the identity, when the same one is sent again', async () => {
    // Arrange: the identity with its password, no profile (it cannot sign in: no account behind it)
    const email = uniqueEmail('half-made');
    await halfMadeIdentity(email, { password: DEMO_PASSWORD, group: 'student' });
    const before = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(before.status).toBe(403);

    // Act: the same registration again
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: {
        ...ADULT_CONSENT,
        name: 'Kavya Rao',
        email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });

    // Assert: the account is made, signs in, and is a student with the name sent now
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Kavya Rao', email, role: 'student', isActive: true });
    const session = await signIn(email);
    expect(session.user.id).toBe(res.body.user.id);
    expect((await api('/api/enrollments/my-courses', { token: session.token })).status).toBe(200);
    // and a registration after that is the usual conflict
    const again = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Someone Else', email, password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('gives a half-made identity in another role only the role of the registration that finishes it', async () => {
    // Arrange: an admin's Add User for an instructor died half-way; the person then registers themselves
    const email = uniqueEmail('half-made-role');
    await halfMadeIdentity(email, { password: DEMO_PASSWORD, group: 'instructor' });

    // Act
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Arjun Nair', email, password: DEMO_PASSWORD },
    });

    // Assert: a student, in the token's groups too (the instructor group is gone)
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('student');
    const groups = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString())[
      'cognito:groups'
    ];
    expect(groups).toEqual(['student']);
    expect((await api('/api/courses/instructor/my-courses', { token: res.body.token })).status).toBe(403);
  });

  it('asks to try again shortly, not "already registered", for a fresh half-made identity it cannot tell is the same', async () => {
    // Arrange: an identity made a moment ago without its password (a registration may still be running)
    const email = uniqueEmail('half-made-young');
    await halfMadeIdentity(email, {});

    // Act
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Meera Iyer', email, password: DEMO_PASSWORD },
    });

    // Assert
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'An account with this email is being set up. Please try again in a minute.',
    );
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await api('/api/auth/register', { method: 'POST', rawBody: '{"name": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each([
    [
      { ...ADULT_CONSENT, name: 'A', email: 'not-an-email', password: DEMO_PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      { ...ADULT_CONSENT, name: 'A', email: uniqueEmail(), password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { ...ADULT_CONSENT, name: 'A', email: uniqueEmail(), password: 'alllowercase1!' },
      'password',
      'Password must contain an upper-case letter',
    ],
    [
      { ...ADULT_CONSENT, name: '', email: uniqueEmail(), password: DEMO_PASSWORD },
      'name',
      'Name is required',
    ],
    [
      {
        ...ADULT_CONSENT,
        name: 'A',
        email: uniqueEmail(),
        password: DEMO_PASSWORD,
        confirmPassword: 'Other@12345',
      },
      'confirmPassword',
      'Passwords do not match',
    ],
    [[], '', 'Invalid input'],
  ])('refuses invalid fields with 400 and the field named: %j', async (body, field, message) => {
    const res = await api('/api/auth/register', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    if (field) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it.each([
    ['NUL', 'Ravi\u0000Kumar'],
    ['a newline', 'Ravi\nKumar'],
    ['the right-to-left override', 'Ravi\u202Egnp.exe'],
  ])('refuses a name with %s and creates no account', async (_, name) => {
    const email = uniqueEmail('unsafe-name');
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: Name cannot contain control or direction-changing characters');
    expect(res.body.issues).toEqual([
      { path: 'name', message: 'Name cannot contain control or direction-changing characters' },
    ]);
    const login = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('keeps the ZWJ and ZWNJ that Indian-script names need', async () => {
    for (const name of ['അരുണ്\u200D', 'सत्\u200Cयम']) {
      const res = await api('/api/auth/register', {
        method: 'POST',
        body: { ...ADULT_CONSENT, name, email: uniqueEmail('indic'), password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(201);
      expect(res.body.user.name).toBe(name);
      const me = await api('/api/auth/me', { token: res.body.token });
      expect(me.body.user.name).toBe(name);
    }
  });

  it('names every missing kind of character in a weak password', async () => {
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: { ...ADULT_CONSENT, name: 'Weak', email: uniqueEmail('weak'), password: 'abcdefgh' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'password: Password must contain an upper-case letter, a number and a symbol',
    );
  });
});

describe('sign-in', () => {
  it('signs in a demo user of each role', async () => {
    for (const [email, role] of [
      ['admin@demo.academy', 'admin'],
      ['instructor@demo.academy', 'instructor'],
      ['student@demo.academy', 'student'],
    ]) {
      const session = await signIn(email!);
      expect(session.user.role).toBe(role);
      expect(session.token.split('.')).toHaveLength(3);
    }
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api('/api/auth/login', {
      method: 'POST',
      body: { email: 'student@demo.academy', password: 'Wrong@12345' },
    });
    const unknown = await api('/api/auth/login', {
      method: 'POST',
      body: { email: uniqueEmail('ghost'), password: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refreshes a token with the refresh token', async () => {
    const student = await newStudent();
    const res = await api('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken: student.refreshToken },
    });
    expect(res.status).toBe(200);
    const me = await api('/api/auth/me', { token: res.body.token });
    expect(me.body.user.id).toBe(student.user.id);
    const bad = await api('/api/auth/refresh', { method: 'POST', body: { refreshToken: 'garbage' } });
    expect(bad.status).toBe(401);
  });
});

describe('deactivation', () => {
  it('refuses the existing token at once, then sign-in and refresh; reactivation restores access', async () => {
    const admin = await signIn('admin@demo.academy');
    const student = await newStudent('Soon Deactivated');
    expect((await api('/api/auth/me', { token: student.token })).status).toBe(200);

    const off = await setUserStatus(admin.token, student.user.id, false);
    expect(off.status).toBe(200);
    expect(off.body.user.isActive).toBe(false);

    const me = await api('/api/auth/me', { token: student.token });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe('Your account has been deactivated. Please contact support.');
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: student.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account has been deactivated. Please contact support.');
    const refreshed = await api('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken: student.refreshToken },
    });
    expect(refreshed.status).toBe(403);

    const on = await setUserStatus(admin.token, student.user.id, true);
    expect(on.status).toBe(200);
    expect((await api('/api/auth/me', { token: student.token })).status).toBe(200);
    expect((await signIn(student.email)).user.id).toBe(student.user.id);
  });

  it('does not let an admin deactivate themselves', async () => {
    const admin = await signIn('admin@demo.academy');
    const res = await setUserStatus(admin.token, admin.user.id, false);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot deactivate your own account');
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await signIn('admin@demo.academy');
    const res = await api('/api/users/no-such-user/status', {
      method: 'PUT',
      token: admin.token,
      body: { isActive: false },
    });
    expect(res.status).toBe(404);
  });
});
