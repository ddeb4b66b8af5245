/** Every privacy query starts with this key, so one invalidation refreshes them all. */
export const privacyKeys = {
  all: ['privacy'] as const,
  overview: () => [...privacyKeys.all, 'overview'] as const,
  guardianRequest: (token: string) => [...privacyKeys.all, 'guardian', token] as const,
};
