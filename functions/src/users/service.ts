import type { Role, User } from '@academy/shared';
import { createIdentity, deleteIdentity } from '../auth/identity';
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

/** AP6: the per-role user counters (`STATS/USERS`), one GetItem. */
export { getUserCounts } from './repository';

/** AP3: the newest users, newest first, one bounded Query (admin dashboard's Recent Users). */
export async function listRecentUsers(limit: number): Promise<User[]> {
  const page = await listUsers({ limit });
  return page.items.map(toUser);
}
