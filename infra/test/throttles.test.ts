import { routeList, routes } from '@academy/shared';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { CALLS_PER_LEARNER_DAY, DEFAULT_THROTTLE, peakRps, ROUTE_THROTTLES } from '../lib/throttles';
import { env, type Resources, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

let resources: Resources;

beforeAll(() => {
  // The stage and the routes are in the application's own stack (not the features' nested stacks).
  const stack = new AcademyStack(testApp(), 'Academy', { env, spaDirectory: spaFixture });
  resources = (Template.fromStack(stack).toJSON() as { Resources: Resources }).Resources;
}, SYNTH_TIMEOUT);

const stage = () => Object.entries(resources).find(([, r]) => r.Type === 'AWS::ApiGatewayV2::Stage')!;
const routeKey = (id: string) => {
  const route = routeList.find((r) => r.id === id)!;
  return `${route.method} ${route.path}`;
};

describe('API throttles (issue 36)', () => {
  it('keeps the stage-wide default bucket for every other route', () => {
    const [, s] = stage();
    expect(s.Properties!.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: DEFAULT_THROTTLE.rateLimit,
      ThrottlingBurstLimit: DEFAULT_THROTTLE.burstLimit,
    });
  });

  it('gives the progress saves and the bell room for their peak at 100,000 students (about 140 a second)', () => {
    const settings = stage()[1].Properties!.RouteSettings as Record<string, Record<string, number>>;
    for (const id of [routes.recordProgress.id, routes.getUnreadCount.id]) {
      const peak = peakRps(CALLS_PER_LEARNER_DAY[id as 'recordProgress']);
      expect(peak).toBeGreaterThan(130);
      expect(peak).toBeLessThan(150);
      const own = settings[routeKey(id)]!;
      expect(own.ThrottlingRateLimit, id).toBeGreaterThanOrEqual(2 * peak);
      expect(own.ThrottlingBurstLimit, id).toBeGreaterThanOrEqual(own.ThrottlingRateLimit!);
    }
    expect(routeKey(routes.recordProgress.id)).toBe('POST /api/enrollments/progress');
  });

  it('gives sign-in and token refresh buckets of their own, and the rest ample room over their peak', () => {
    const settings = stage()[1].Properties!.RouteSettings as Record<string, Record<string, number>>;
    for (const id of [routes.login.id, routes.refreshToken.id, routes.register.id])
      expect(settings[routeKey(id)], id).toEqual({
        ThrottlingRateLimit: ROUTE_THROTTLES[id]!.rateLimit,
        ThrottlingBurstLimit: ROUTE_THROTTLES[id]!.burstLimit,
      });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ROUTE_THROTTLES).map(routeKey).sort());
    expect(DEFAULT_THROTTLE.rateLimit).toBeGreaterThanOrEqual(10 * peakRps(CALLS_PER_LEARNER_DAY.others));
  });

  it('creates the stage after the routes it has settings for (API Gateway refuses unknown route keys)', () => {
    const [, s] = stage();
    const keyOf = Object.fromEntries(
      Object.entries(resources)
        .filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route')
        .map(([id, r]) => [r.Properties!.RouteKey as string, id]),
    );
    for (const id of Object.keys(ROUTE_THROTTLES))
      expect(s.DependsOn as string[], id).toContain(keyOf[routeKey(id)]);
  });
});
