import { indexOn as on, prefix, STATS_PARTITION } from '../lib/keys';

/**
 * The users feature's items: a user's profile and the per-role counters, and the users lists' index keys: their
 * keys, beside the access patterns that use them (docs/data-model.md, "APn"). Only this feature builds them;
 * another feature that reads or writes one of these items in its own request asks this feature's service for the
 * piece (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose test proves them unique.
 */
export const keys = {
  /** A user's profile item. */
  user: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'PROFILE' }),
  /** Per-role user counters, kept exact by transactions with each user creation. */
  userStats: () => ({ PK: STATS_PARTITION, SK: 'USERS' }),
};

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  usersByCreated: () => on('GSI1', 'USERS'),
  usersByRole: (role: string) => on('GSI2', `${prefix.role}${role}`),
};

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** GSI1, "all users, newest first". */
  usersByCreated: (createdAt: string, userId: string) =>
    indexPartition.usersByCreated().key(`${createdAt}#${userId}`),
  /** GSI2, "users of one role, newest first". */
  usersByRole: (role: string, createdAt: string, userId: string) =>
    indexPartition.usersByRole(role).key(`${createdAt}#${userId}`),
};
