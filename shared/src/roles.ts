import * as z from 'zod';

export const roles = ['student', 'instructor', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** Where each role lands after signing in (spec part 1, "Dashboard by role"). */
export const dashboardPath: Record<Role, string> = {
  admin: '/admin/dashboard',
  instructor: '/instructor/dashboard',
  student: '/student/dashboard',
};
