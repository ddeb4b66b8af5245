import type { Role } from '@academy/shared';

export const DEMO_PASSWORD = 'Demo@12345';

export const demoUsers: { name: string; email: string; role: Role }[] = [
  { name: 'Meera Nair', email: 'admin@demo.academy', role: 'admin' },
  { name: 'Rahul Sharma', email: 'instructor@demo.academy', role: 'instructor' },
  { name: 'Priya Iyer', email: 'instructor2@demo.academy', role: 'instructor' },
  { name: 'Ananya Gupta', email: 'student@demo.academy', role: 'student' },
  { name: 'Vikram Singh', email: 'student2@demo.academy', role: 'student' },
  { name: 'Sneha Reddy', email: 'student3@demo.academy', role: 'student' },
  { name: 'Arjun Mehta', email: 'student4@demo.academy', role: 'student' },
];

/**
 * Demo data through the same domain functions the API uses. Safe to run on every start:
 * what exists already is left as it is.
 */
export async function seed(): Promise<{ created: number }> {
  // Imported late: the functions read their configuration from the environment the stack has just set.
  const { createUser } = await import('../../functions/src/users/service');
  const { findIdentitySub } = await import('../../functions/src/auth/identity');
  const { createCourse } = await import('../../functions/src/courses/repository');
  const { ConflictError } = await import('../../functions/src/lib/errors');
  const { demoCourses } = await import('./seed-courses');
  let created = 0;
  const ids = new Map<string, string>();
  for (const user of demoUsers) {
    try {
      ids.set(user.email, (await createUser({ ...user, password: DEMO_PASSWORD })).id);
      created++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const sub = await findIdentitySub(user.email);
      if (sub) ids.set(user.email, sub);
    }
  }
  const instructor = (email: string) => {
    const user = demoUsers.find((u) => u.email === email)!;
    return { id: ids.get(email)!, name: user.name };
  };
  const courses = demoCourses({
    primary: instructor('instructor@demo.academy'),
    second: instructor('instructor2@demo.academy'),
  });
  for (const course of courses) {
    try {
      await createCourse(course);
      created++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return { created };
}
