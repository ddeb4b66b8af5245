/** Every courses query starts with this key, so one invalidation refreshes them all. */
export const courseKeys = {
  all: ['courses'] as const,
  /** The catalogue screens' pages for a set of filters (GET /api/catalogue). */
  catalogue: (query: object, limit: number) => [...courseKeys.all, 'catalogue', query, limit] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  /** The preview's playback link (short-lived, never kept). */
  preview: (id: string) => [...courseKeys.all, 'preview', id] as const,
  /** Course management's queries (the instructor's and admin's screens): under the root key, so a change there
   * also refreshes the public catalogue and course pages. */
  manage: () => [...courseKeys.all, 'manage'] as const,
  /** GET /api/courses/instructor/my-courses in pages: own courses (every course for an admin), as filtered. */
  mine: (filters: { search?: string; status?: string } = {}) =>
    [...courseKeys.manage(), 'mine', filters] as const,
  /** GET /api/courses/{id} with the caller's token (drafts included). */
  managed: (id: string) => [...courseKeys.manage(), 'course', id] as const,
  /** The admin's instructor picker. */
  instructors: () => ['users', 'instructors'] as const,
};
