import { describe, expect, it } from 'vitest';
import { decideAccess, routeAccess } from './route-access';

describe('decideAccess (spec part 1 §2 guards)', () => {
  it('sends a signed-out visitor of a protected screen to /login', () => {
    expect(decideAccess(routeAccess['/admin/users'], null)).toEqual({ allow: false, redirectTo: 'login' });
    expect(decideAccess(routeAccess['/profile'], null)).toEqual({ allow: false, redirectTo: 'login' });
  });

  it('sends a signed-in user without the role to /', () => {
    expect(decideAccess(routeAccess['/admin/dashboard'], 'student')).toEqual({
      allow: false,
      redirectTo: 'home',
    });
    expect(decideAccess(routeAccess['/student/dashboard'], 'admin')).toEqual({
      allow: false,
      redirectTo: 'home',
    });
  });

  it('lets instructors and admins into the instructor dashboard, not students', () => {
    expect(decideAccess(routeAccess['/instructor/dashboard'], 'instructor')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/instructor/dashboard'], 'admin')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/instructor/dashboard'], 'student').allow).toBe(false);
  });

  it('lets any signed-in role open /profile', () => {
    for (const role of ['student', 'instructor', 'admin'] as const) {
      expect(decideAccess(routeAccess['/profile'], role)).toEqual({ allow: true });
    }
  });

  it('sends a signed-in user away from /login and /register to their dashboard', () => {
    expect(decideAccess(routeAccess['/login'], 'student')).toEqual({ allow: false, redirectTo: 'dashboard' });
    expect(decideAccess(routeAccess['/register'], null)).toEqual({ allow: true });
  });

  it('lets anyone open public screens', () => {
    expect(decideAccess(routeAccess['/courses'], null)).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/forgot-password'], 'admin')).toEqual({ allow: true });
    // A mail's unsubscribe link works signed out and signed in alike (issue 37).
    expect(decideAccess(routeAccess['/unsubscribe'], null)).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/unsubscribe'], 'student')).toEqual({ allow: true });
  });

  it('gives issue 39’s screens to their roles: purchases to students, coupons to instructors and admins, payments to admins', () => {
    expect(decideAccess(routeAccess['/student/purchases'], 'student')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/student/purchases'], 'admin').allow).toBe(false);
    expect(decideAccess(routeAccess['/admin/payments'], 'admin')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/admin/payments'], 'instructor').allow).toBe(false);
    expect(decideAccess(routeAccess['/instructor/coupons'], 'instructor')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/instructor/coupons/:code'], 'student').allow).toBe(false);
    expect(decideAccess(routeAccess['/admin/coupons'], 'admin')).toEqual({ allow: true });
    expect(decideAccess(routeAccess['/admin/coupons/:code'], 'instructor').allow).toBe(false);
    expect(decideAccess(routeAccess['/admin/coupons'], null)).toEqual({ allow: false, redirectTo: 'login' });
  });
});
