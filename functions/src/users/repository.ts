import type { BillingDetails } from '@academy/shared';
import { type Profile, type Role, User, type UserCounts } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  cancellationReasons,
  isConditionFailure,
  putNew,
  queryPage,
  retryOnConflict,
  type TransactItem,
  transact,
} from '../lib/db';
import { ConflictError, NotFoundError } from '../lib/errors';
import { indexKeys, keys } from './keys';
import { NO_CONSENT_YET, type PrivacyState, privacyOf } from './privacy';

/** The stored user item (storage attributes besides the API fields). */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  profile: Profile;
  /** Lower-case "name email", for the admin search. */
  searchText: string;
  /** Two-step verification is on (set once its first code was right; admins need it to act as admins). */
  mfaEnabled?: boolean;
  /** The language they read the academy in (issue 40): their e-mails are written in it. None: English. */
  locale?: Locale;
  /** Consent on record, a minor's parent's consent, a scheduled deletion (issue 41); none: an account from before. */
  privacy?: PrivacyState;
}

export const toUser = (r: UserRecord): User => User.parse({ ...r, _id: r.id, privacy: privacyOf(r) });

const searchText = (name: string, email: string) => `${name} ${email}`.toLowerCase();

export async function getUserRecord(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return Item as UserRecord | undefined;
}

/**
 * AP1, projected to the flag: whether the user exists and is active (GetItem, consistent, so a deactivation is
 * seen by the very next read).
 */
export async function isUserActive(userId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ConsistentRead: true,
      ProjectionExpression: 'isActive',
    }),
  );
  return Item?.isActive === true;
}

/**
 * AP1, projected to the flag and the language: the language of an active user (English when they chose none),
 * undefined for a user who does not exist or is deactivated (GetItem, consistent, as `isUserActive`).
 */
export async function activeUserLocale(userId: string): Promise<Locale | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ConsistentRead: true,
      ProjectionExpression: 'isActive, #locale',
      ExpressionAttributeNames: { '#locale': 'locale' },
    }),
  );
  if (Item?.isActive !== true) return undefined;
  return Item.locale === 'hi' ? 'hi' : 'en';
}

/**
 * Writes the user and bumps the role counter in one transaction; a retry cannot count twice. `privacy` is the
 * consent given at registration (none: no consent yet, e.g. an account an admin made); `writesFor` adds other
 * features' items to the same transaction (the privacy feature's consent records), given the id and the time.
 */
export async function putNewUser(input: {
  id: string;
  name: string;
  email: string;
  role: Role;
  locale?: Locale;
  profile?: Profile;
  privacy?: PrivacyState;
  writesFor?: (userId: string, now: string) => readonly TransactItem[];
}): Promise<UserRecord> {
  const now = new Date().toISOString();
  const { locale, profile, privacy, writesFor, ...rest } = input;
  const record: UserRecord = {
    ...rest,
    ...(locale ? { locale } : {}),
    isActive: true,
    createdAt: now,
    updatedAt: now,
    profile: profile ?? {},
    searchText: searchText(input.name, input.email),
    privacy: { ...(privacy ?? NO_CONSENT_YET), ...(privacy?.noticeVersion ? { noticeAt: now } : {}) },
  };
  try {
    // Registrations at once all add to the role counter: real DynamoDB may cancel one for that (a conflict, not
    // a taken id), and it is tried again.
    await retryOnConflict(() =>
      transact([
        putNew({
          ...keys.user(input.id),
          ...indexKeys.usersByCreated(now, input.id),
          ...indexKeys.usersByRole(input.role, now, input.id),
          entity: 'user',
          ...record,
        }),
        {
          Update: {
            TableName: tableName(),
            Key: keys.userStats(),
            UpdateExpression: 'ADD #role :one',
            ExpressionAttributeNames: { '#role': input.role },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        ...(writesFor?.(input.id, now) ?? []),
      ]),
    );
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'An account with this email already exists');
    throw error;
  }
  return record;
}

export async function updateUserProfile(
  userId: string,
  changes: { name?: string; profile?: Profile; locale?: Locale },
  current: UserRecord,
): Promise<UserRecord> {
  const name = changes.name ?? current.name;
  const profile = { ...current.profile, ...changes.profile };
  const locale = changes.locale ?? current.locale;
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET #name = :name, profile = :profile, searchText = :search, updatedAt = :now${locale ? ', #locale = :locale' : ''}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#name': 'name', ...(locale ? { '#locale': 'locale' } : {}) },
      ExpressionAttributeValues: {
        ...(locale ? { ':locale': locale } : {}),
        ':name': name,
        ':profile': profile,
        ':search': searchText(name, current.email),
        ':now': new Date().toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as UserRecord;
}

/** One flag of an existing user set, with its updatedAt (AP1's item, one UpdateItem); a user who is gone: 404. */
async function setUserFlag(
  userId: string,
  flag: 'mfaEnabled' | 'isActive',
  value: boolean,
): Promise<UserRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: `SET ${flag} = :value, updatedAt = :now`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':value': value, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(/*i18n*/ 'User not found');
    throw error;
  }
}

/** Two-step verification is now on for this user. */
export const setMfaEnabled = (userId: string) => setUserFlag(userId, 'mfaEnabled', true);

export const setUserActive = (userId: string, isActive: boolean) => setUserFlag(userId, 'isActive', isActive);

/** Newest first; all users (GSI1) or one role (GSI2); search is a bounded filtered read. */
export async function listUsers(input: { role?: Role; search?: string; limit: number; cursor?: string }) {
  const byRole = input.role !== undefined;
  const search = input.search?.toLowerCase();
  const page = await queryPage<UserRecord & Record<string, unknown>>({
    query: {
      IndexName: byRole ? 'GSI2' : 'GSI1',
      KeyConditionExpression: byRole ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
      ExpressionAttributeValues: {
        ':pk': byRole ? indexKeys.usersByRole(input.role!, '', '').GSI2PK : 'USERS',
        ...(search ? { ':q': search } : {}),
      },
      ...(search ? { FilterExpression: 'contains(searchText, :q)' } : {}),
      ScanIndexForward: false,
    },
    keyAttributes: byRole ? ['PK', 'SK', 'GSI2PK', 'GSI2SK'] : ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
    limit: input.limit,
    cursor: input.cursor,
  });
  return page;
}

export async function getUserCounts(): Promise<UserCounts> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userStats() }));
  const student = Number(Item?.student ?? 0);
  const instructor = Number(Item?.instructor ?? 0);
  const admin = Number(Item?.admin ?? 0);
  return { student, instructor, admin, total: student + instructor + admin };
}

/**
 * The buyer's details of a checkout (issue 39), remembered on the profile for the next one: the state, GSTIN and
 * business name, and the phone when given. One UpdateItem of the profile map's fields.
 */
export async function rememberBillingDetails(
  userId: string,
  billing: BillingDetails,
  phone?: string,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET profile.billing = :billing${phone ? ', profile.phone = :phone' : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND attribute_type(profile, :map)',
      ExpressionAttributeValues: { ':billing': billing, ':map': 'M', ...(phone ? { ':phone': phone } : {}) },
    }),
  );
}
