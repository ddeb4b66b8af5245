/** Every dashboards query starts with this key, so one invalidation refreshes them all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  instructor: () => [...dashboardKeys.all, 'instructor'] as const,
  admin: () => [...dashboardKeys.all, 'admin'] as const,
};
