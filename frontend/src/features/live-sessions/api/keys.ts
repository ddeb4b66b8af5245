/** Query keys of the live sessions feature; every one starts with `['live-sessions']`. */
const root = ['live-sessions'] as const;

export const liveSessionKeys = {
  all: root,
  /** GET /api/live-sessions/my. */
  my: () => [...root, 'my'] as const,
  /** GET /api/live-sessions/course/{id}. */
  course: (courseId: string) => [...root, 'course', courseId] as const,
};
