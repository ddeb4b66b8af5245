/** Every courses query starts with this key, so one invalidation refreshes them all. */
export const courseKeys = {
  all: ['courses'] as const,
  /** The catalogue screens' pages for a set of filters (GET /api/catalogue). */
  catalogue: (query: object, limit: number) => [...courseKeys.all, 'catalogue', query, limit] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  /** The preview's playback link (short-lived, never kept). */
  preview: (id: string) => [...courseKeys.all, 'preview', id] as const,
};
