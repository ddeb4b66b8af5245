/**
 * Every key of the single table is built here, and only here (docs/data-model.md is the map).
 * Ids are Cognito subs for users and ULIDs for everything else, so sort keys sort by creation.
 */
export const prefix = {
  user: 'USER#',
  role: 'ROLE#',
} as const;

export const keys = {
  /** A user's profile item. */
  user: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'PROFILE' }),
  /** Per-role user counters, kept exact by transactions with each user creation. */
  userStats: () => ({ PK: 'STATS', SK: 'USERS' }),
};

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** GSI1, "all users, newest first". */
  usersByCreated: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  /** GSI2, "users of one role, newest first". */
  usersByRole: (role: string, createdAt: string, userId: string) => ({
    GSI2PK: `${prefix.role}${role}`,
    GSI2SK: `${createdAt}#${userId}`,
  }),
};
