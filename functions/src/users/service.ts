import type { Role, User } from '@academy/shared';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { createIdentity, deleteIdentity } from '../auth/identity';
import { db, tableName } from '../lib/clients';
import { keys } from '../lib/keys';
import { listUsers, putNewUser, toUser, type UserRecord } from './repository';

/**
 * Creates a user: the Cognito identity (in the role's group) and then the profile with the role
 * counter. If the profile write fails the identity is removed, so nothing half-made stays behind.
 */
export async function createUser(input: {
  name: string;
  email: string;
  password: string;
  role: Role;
}): Promise<UserRecord> {
  const id = await createIdentity(input);
  try {
    return await putNewUser({ id, name: input.name, email: input.email, role: input.role });
  } catch (error) {
    await deleteIdentity(input.email);
    throw error;
  }
}

/**
 * AP1 (one consistent GetItem, the flag only): whether the user exists and is active. For what answers without a
 * signed-in caller but on someone's behalf (the calendar feed), where the sign-in check does not run.
 */
/** AP6: the per-role user counters (`STATS/USERS`), one GetItem; AP1: one user by id (GetItem). */
export { getUserCounts, getUserRecord, isUserActive } from './repository';

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

/** BatchGetItem takes at most this many keys per request. */
const BATCH_GET_MAX_KEYS = 100;

/** A jittered, growing pause before asking again for keys DynamoDB left unprocessed (throttling). */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 6)));

/**
 * AP1 for several users at once: each one's role, by id (an id with no user is left out). One BatchGetItem
 * per 100 ids, projected to the id and the role; keys DynamoDB leaves unprocessed are asked for again.
 */
export async function getUserRoles(userIds: readonly string[]): Promise<Map<string, Role>> {
  const roles = new Map<string, Role>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX_KEYS) {
    let pending: Record<string, unknown>[] = unique
      .slice(start, start + BATCH_GET_MAX_KEYS)
      .map((id) => keys.user(id));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await backOff(attempt);
      const res = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ProjectionExpression: 'id, #role',
              ExpressionAttributeNames: { '#role': 'role' },
            },
          },
        }),
      );
      for (const item of res.Responses?.[tableName()] ?? []) roles.set(String(item.id), item.role as Role);
      pending = (res.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return roles;
}
