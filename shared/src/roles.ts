export const roles = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Where each role lands after signing in (spec part 1, "Dashboard by role"). */
export const dashboardPath: Record<Role, string> = {
  admin: '/admin/dashboard',
  instructor: '/instructor/dashboard',
  student: '/student/dashboard',
};
