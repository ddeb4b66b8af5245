import type { Profile, Role, User } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';
import {
  completeIdentity,
  createIdentity,
  deleteIdentity,
  EmailTakenError,
  findIdentity,
  passwordSignsIn,
} from '../auth/service';
import { batchGet, type TransactItem } from '../lib/db';
import { ConflictError } from '../lib/errors';
import { keys } from './keys';
import type { PrivacyState } from './privacy';
import { getUserRecord, listUsers, putNewUser, toUser, type UserRecord } from './repository';

interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The language of the page they registered on. */
  locale?: Locale;
  /** Given at registration (issue 41), kept on the profile as any profile field. */
  dateOfBirth?: string;
  /** The consent given at registration and whether they are a minor; none: no consent yet (an admin made it). */
  privacy?: PrivacyState;
  /** Other features' items written in the profile's transaction (the consent records), given the new id. */
  writesFor?: (userId: string, now: string) => readonly TransactItem[];
}

/**
 * How old an identity without a profile must be before another registration may take its email over. A
 * registration runs in one function call (10 s at most, infra/lib/academy-function.ts); a younger one may still be
 * on its way to writing the profile.
 */
export const HALF_MADE_AFTER_MS = 30_000;

export const EMAIL_BEING_SET_UP =
  /*i18n*/ 'An account with this email is being set up. Please try again in a minute.';

/**
 * Creates a user: the Cognito identity (in the role's group) and then the profile with the role
 * counter. If the profile write fails the identity is removed, so nothing half-made stays behind; and where a
 * registration died between the two (the function stopped, the removal failed too), the next one for the same
 * email recovers it (`identityFor`).
 */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = await identityFor(input);
  try {
    const profile: Profile = input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {};
    return await putNewUser({
      id,
      name: input.name,
      email: input.email,
      role: input.role,
      profile,
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.privacy ? { privacy: input.privacy } : {}),
      ...(input.writesFor ? { writesFor: input.writesFor } : {}),
    });
  } catch (error) {
    // A conflict means another request finished this identity's profile first: the identity is theirs now.
    if (!(error instanceof ConflictError)) await deleteIdentity(input.email);
    throw error;
  }
}

/**
 * The identity for a new user: a new one, or the one a half-made registration left (Cognito has it, the table
 * has no profile for it), which can never sign in. The same registration again (its password signs in) finishes
 * it, whatever its age, with this request's name and role; an older one is removed and made anew. One younger
 * than HALF_MADE_AFTER_MS without that password may be a registration still running: 409, try again shortly.
 * An identity with a profile is an account: 409, as always.
 */
async function identityFor(input: NewUser): Promise<string> {
  try {
    return await createIdentity(input);
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
  }
  const existing = await findIdentity(input.email);
  if (!existing) return createIdentity(input); // removed in between
  if (await getUserRecord(existing.sub)) throw new EmailTakenError();
  if (existing.hasPassword && (await passwordSignsIn(input.email, input.password))) {
    await completeIdentity(existing.sub, input);
    return existing.sub;
  }
  if (Date.now() - existing.createdAt.getTime() < HALF_MADE_AFTER_MS)
    throw new ConflictError(EMAIL_BEING_SET_UP);
  await deleteIdentity(input.email);
  return createIdentity(input);
}

/** Consent and minors on the profile (issue 41): the state, its API view, and the write the privacy feature composes. */
export {
  awaitsGuardian,
  GUARDIAN_PENDING,
  GuardianPendingError,
  type PrivacyChanges,
  type PrivacyState,
  privacyOf,
  privacyUpdate,
  watchAnalyticsOn,
} from './privacy';
/**
 * AP6: the per-role user counters (`STATS/USERS`), one GetItem; AP1: one user by id (GetItem); and AP1 as one
 * consistent GetItem of the flag only, whether the user exists and is active, for what answers without a
 * signed-in caller but on someone's behalf (the calendar feed), where the sign-in check does not run.
 */
/** The stored account (what `httpHandler` hands a route as `caller.user`) and its API shape. */
/** Auth turns two-step verification on for a user once its first code was right. */
/** The buyer's details of a checkout (issue 39), remembered on the profile for the next one. */
export {
  activeUserLocale,
  getUserCounts,
  getUserRecord,
  isUserActive,
  rememberBillingDetails,
  setMfaEnabled as markMfaEnabled,
  toUser,
  type UserRecord,
} from './repository';

export const ADMIN_NEEDS_MFA =
  /*i18n*/ 'Admins must use two-step verification. Please sign in again to set it up.';

/** An admin account without two-step verification may not act as an admin (nor refresh its token). */
export const needsMfaSetup = (user: Pick<UserRecord, 'role' | 'mfaEnabled'>) =>
  user.role === 'admin' && user.mfaEnabled !== true;

/** AP3: the newest users, newest first, one bounded Query (admin dashboard's Recent Users). */
export async function listRecentUsers(limit: number): Promise<User[]> {
  const page = await listUsers({ limit });
  return page.items.map(toUser);
}

/**
 * AP4 (GSI2 `ROLE#admin`, newest first): the ids of up to `limit` active admins, one bounded Query (the support
 * desk tells them of a ticket no course instructor takes).
 */
export async function listAdminIds(limit: number): Promise<string[]> {
  const page = await listUsers({ role: 'admin', limit });
  return page.items.filter((u) => u.isActive).map((u) => u.id);
}

/**
 * AP1 for several users at once: each one's role, by id (an id with no user is left out). One BatchGetItem
 * per 100 ids, projected to the id and the role; keys DynamoDB leaves unprocessed are asked for again.
 */
export async function getUserRoles(userIds: readonly string[]): Promise<Map<string, Role>> {
  const found = await batchGet(
    userIds.map((id) => keys.user(id)),
    { projection: 'id, #role', names: { '#role': 'role' }, consistent: false },
  );
  return new Map(found.map((item) => [String(item.id), item.role as Role]));
}

/** Who a mail goes to: the account's name, address and role, and whether it is active. */
export interface UserContact {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  /** The language their e-mails are written in (English when they chose none). */
  locale: Locale;
}

/**
 * AP1 for several users at once, projected to what a mail needs (the notifications feature's e-mail): one
 * BatchGetItem per 100 ids; an id with no user is left out.
 */
export async function getUserContacts(userIds: readonly string[]): Promise<Map<string, UserContact>> {
  const found = await batchGet(
    [...new Set(userIds)].map((id) => keys.user(id)),
    {
      projection: 'id, #name, email, #role, isActive, #locale',
      names: { '#name': 'name', '#role': 'role', '#locale': 'locale' },
      consistent: false,
    },
  );
  return new Map(
    found.map((item) => [
      String(item.id),
      {
        id: String(item.id),
        name: String(item.name ?? ''),
        email: String(item.email ?? ''),
        role: item.role as Role,
        isActive: item.isActive !== false,
        locale: item.locale === 'hi' ? 'hi' : 'en',
      },
    ]),
  );
}

export { deletionAtUpdate } from './deletion-writes';
export { eraseData } from './erase-data';
export { exportData } from './export-data';
