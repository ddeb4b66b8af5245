/**
 * Query keys of course management. They start with the courses feature's root key (`['courses']`), so
 * invalidating that after a change here also refreshes the public catalogue and course pages.
 */
const root = ['courses'] as const;

export const courseAdminKeys = {
  all: root,
  manage: () => [...root, 'manage'] as const,
  /** GET /api/courses/instructor/my-courses in pages: own courses (every course for an admin), as filtered. */
  mine: (filters: { search?: string; status?: string } = {}) =>
    [...courseAdminKeys.manage(), 'mine', filters] as const,
  /** GET /api/courses/{id} with the caller's token (drafts included). */
  course: (id: string) => [...courseAdminKeys.manage(), 'course', id] as const,
  /** The admin's instructor picker. */
  instructors: () => ['users', 'instructors'] as const,
};
