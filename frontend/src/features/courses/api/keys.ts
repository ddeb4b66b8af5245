/** Every courses query starts with this key, so one invalidation refreshes them all. */
export const courseKeys = {
  all: ['courses'] as const,
  /** Every published course (all pages), as the catalogues use it. */
  published: () => [...courseKeys.all, 'published'] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  /** The preview's playback link (short-lived, never kept). */
  preview: (id: string) => [...courseKeys.all, 'preview', id] as const,
};
