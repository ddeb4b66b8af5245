/** Every query of the learning page starts with this key, so one invalidation refreshes them all. */
export const learnKeys = {
  all: ['learn'] as const,
  course: (courseId: string) => [...learnKeys.all, 'course', courseId] as const,
  videoLink: (courseId: string, moduleId: string) => [...learnKeys.all, 'video', courseId, moduleId] as const,
};
