/** Every coupons query starts with this key, so one invalidation refreshes them all. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: () => [...couponKeys.all, 'list'] as const,
  detail: (code: string) => [...couponKeys.all, 'detail', code] as const,
  managedCourses: () => [...couponKeys.all, 'managed-courses'] as const,
};
