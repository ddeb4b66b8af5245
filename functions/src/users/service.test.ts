import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The recovery of a half-made registration (an identity in Cognito, no profile in the table), branch by branch,
 * with both stores scripted; the integration tests run the same code against cognito-local and DynamoDB Local.
 */
process.env.USER_POOL_ID = 'ap-south-1_test';
process.env.USER_POOL_CLIENT_ID = 'client';
const { createUser, EMAIL_BEING_SET_UP, HALF_MADE_AFTER_MS } = await import('./service');

const cognito = mockClient(CognitoIdentityProviderClient);
const ddb = mockClient(DynamoDBDocumentClient);

const input = {
  name: 'Kavya Rao',
  email: 'kavya@test.academy',
  password: 'Demo@12345',
  role: 'student' as const,
};
const exists = Object.assign(new Error('User account already exists'), { name: 'UsernameExistsException' });
const wrongPassword = Object.assign(new Error('Incorrect username or password.'), {
  name: 'NotAuthorizedException',
});
const NOW = new Date('2026-11-27T10:00:00Z');
const existing = (over: { ageMs: number; status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' }) => ({
  UserAttributes: [{ Name: 'sub', Value: 'old-sub' }],
  UserCreateDate: new Date(NOW.getTime() - over.ageMs),
  UserStatus: over.status,
});
const created = (sub: string) => ({ User: { Attributes: [{ Name: 'sub', Value: sub }] } });
/** Cognito holds an identity older than the half-made window, in `status`; a second create makes `new-sub`. */
const oldIdentityMadeAnew = (status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD') => {
  cognito.on(AdminCreateUserCommand).rejectsOnce(exists).resolves(created('new-sub'));
  cognito.on(AdminGetUserCommand).resolves(existing({ ageMs: HALF_MADE_AFTER_MS + 1, status }));
};

/**
 * Cognito holds a young confirmed identity (inside the half-made window) in `group`, which the same password signs
 * in to.
 */
const halfMadeIdentitySignsIn = (group: string) => {
  cognito.on(AdminCreateUserCommand).rejects(exists);
  cognito.on(AdminGetUserCommand).resolves(existing({ ageMs: 2_000, status: 'CONFIRMED' }));
  cognito
    .on(InitiateAuthCommand)
    .resolves({ AuthenticationResult: { IdToken: 'id', AccessToken: 'a', RefreshToken: 'r' } });
  cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: group }] });
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  cognito.reset();
  ddb.reset();
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
  cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(GetCommand).resolves({}); // no profile
});

describe('createUser with an email Cognito already holds', () => {
  it('finishes the identity when the same password signs in, with this name and only this role', async () => {
    // Arrange: a registration died after the password; the identity sits in the instructor group
    halfMadeIdentitySignsIn('instructor');

    // Act
    const user = await createUser(input);

    // Assert: the old sub gets the profile; instructor removed, student added, by the username (the sub)
    expect(user.id).toBe('old-sub');
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]!.args[0].input).toMatchObject({
      Username: 'old-sub',
      GroupName: 'instructor',
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).at(-1)!.args[0].input).toMatchObject({
      Username: 'old-sub',
      GroupName: 'student',
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('removes an identity older than the window that the password does not open, and makes it anew', async () => {
    // Arrange
    oldIdentityMadeAnew('CONFIRMED');
    cognito.on(InitiateAuthCommand).rejects(wrongPassword);

    // Act
    const user = await createUser(input);

    // Assert
    expect(user.id).toBe('new-sub');
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('removes an old identity that never got its password, and makes it anew', async () => {
    oldIdentityMadeAnew('FORCE_CHANGE_PASSWORD');

    expect((await createUser(input)).id).toBe('new-sub');
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it('asks to try again shortly for a young identity it cannot open (a registration may be running)', async () => {
    cognito.on(AdminCreateUserCommand).rejects(exists);
    cognito.on(AdminGetUserCommand).resolves(existing({ ageMs: 5_000, status: 'FORCE_CHANGE_PASSWORD' }));

    await expect(createUser(input)).rejects.toMatchObject({ statusCode: 409, message: EMAIL_BEING_SET_UP });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is the usual conflict when the identity has a profile, whatever its age or password', async () => {
    cognito.on(AdminCreateUserCommand).rejects(exists);
    cognito
      .on(AdminGetUserCommand)
      .resolves(existing({ ageMs: HALF_MADE_AFTER_MS * 10, status: 'CONFIRMED' }));
    ddb
      .on(GetCommand)
      .resolves({ Item: { id: 'old-sub', email: input.email, role: 'student', isActive: true } });

    await expect(createUser(input)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An account with this email already exists',
    });
    expect(cognito.commandCalls(InitiateAuthCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('keeps the identity when another request wrote its profile first', async () => {
    // Arrange: the same registration twice at once; the other one's profile lands first
    halfMadeIdentitySignsIn('student');
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    // Act / Assert
    await expect(createUser(input)).rejects.toMatchObject({ statusCode: 409 });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });
});
