import { describe, expect, it } from 'vitest';
import { deriveRouteStatuses } from '../scripts/route-statuses';
import { routeStatuses } from './route-statuses';
import { routeList, routes } from './routes';

describe('route statuses (what each handler can answer, read from its code)', () => {
  it('is what `npm run gen:route-statuses` writes (run it after changing what a handler throws or returns)', async () => {
    expect(routeStatuses).toEqual(await deriveRouteStatuses(routeList));
  });

  it('lists the errors the handlers throw, with their messages', () => {
    expect(routeStatuses.login!.errors['401']).toContain('Invalid email or password');
    expect(routeStatuses.refreshToken!.errors['401']).toContain(
      'Your session has expired. Please sign in again.',
    );
    expect(routeStatuses.verifyCertificate!.errors['404']).toEqual(['Certificate not found']);
    expect(routeStatuses.getCourse!.errors['404']).toEqual(['Course not found']);
    expect(routeStatuses.enroll!.errors).toMatchObject({
      '402': ['This is a paid course: complete the payment to enrol'],
      '404': ['Course not found'],
      '409': ['This course is not open for free enrolment'],
    });
    expect(Object.keys(routeStatuses.generateCertificate!.errors)).toEqual(
      expect.arrayContaining(['404', '409']),
    );
  });

  it('lists every status a handler returns with its body, not only the declared one', () => {
    expect(routeStatuses.enroll!.returns).toEqual([200, 201]);
    expect(routeStatuses.generateCertificate!.returns).toEqual([200, 201]);
    expect(routeStatuses.getCourse!.returns).toEqual([200]);
  });

  it('counts the wrapper’s checks only where they run: caller checks on role routes, validation on routes with input', () => {
    expect(routeStatuses.getHealth!.errors).toEqual({});
    expect(routeStatuses.listMyEnrollments!.errors['401']).toEqual(['Authentication required']);
    expect(routeStatuses.listMyEnrollments!.errors['403']).toContain(
      'Your account has been deactivated. Please contact support.',
    );
    expect(routeStatuses.listMyEnrollments!.errors['400']).toBeUndefined();
    expect(routeStatuses.getCourse!.errors['403']).toBeUndefined();
    expect(routeStatuses.getCourse!.errors['400']).toEqual([null]);
    expect(routeStatuses.login!.errors['400']).toContain('Request body is not valid JSON');
  });

  it('has an entry for every route and nothing else', () => {
    expect(Object.keys(routeStatuses).sort()).toEqual(Object.keys(routes).sort());
  });
});
