/** Every certificates query starts with this key, so one invalidation refreshes them all. */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
};
