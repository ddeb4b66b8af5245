import { isPublic, type RouteDef, routeList } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';

/** Fills every `{param}` with a syntactically valid id: authorization is checked before anything else. */
const pathOf = (route: RouteDef) => route.path.replace(/\{\w+\}/g, '01JTESTPLACEHOLDER0000000000');

const protectedRoutes = routeList.filter((r) => !isPublic(r));
const roles = ['student', 'instructor', 'admin'] as const;

describe('authorization matrix (derived from the route table)', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.student = (await signIn('student@demo.academy')).token;
    tokens.instructor = (await signIn('instructor@demo.academy')).token;
    tokens.admin = (await signIn('admin@demo.academy')).token;
  });

  it('has protected routes to check', () => {
    expect(protectedRoutes.length).toBeGreaterThan(3);
  });

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a token and with a forged one',
    async (_, route) => {
      const anonymous = await api(pathOf(route), { method: route.method, body: route.body ? {} : undefined });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBeTruthy();
      const [header, payload] = tokens.admin!.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      const withForged = await api(pathOf(route), {
        method: route.method,
        token: forged,
        body: route.body ? {} : undefined,
      });
      expect(withForged.status).toBe(401);
    },
  );

  const denied = protectedRoutes.flatMap((route) =>
    roles
      .filter((role) => !(route.access as readonly string[]).includes(role))
      .map((role) => [`${route.method} ${route.path}`, role, route] as const),
  );
  it.each(denied)('%s answers 403 to a signed-in %s', async (_, role, route) => {
    const res = await api(pathOf(route), {
      method: route.method,
      token: tokens[role],
      body: route.body ? {} : undefined,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this');
  });

  it('answers 404 with JSON for a path that is not a route', async () => {
    const res = await api('/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });
});

describe('OpenAPI document', () => {
  it('lists every route, with a security requirement on each protected one (optional where a token is optional)', async () => {
    const res = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of routeList) {
      const operation = res.body.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(route.id);
      if (route.access === 'optional') expect(operation.security).toEqual([{}, { cognitoJwt: [] }]);
      else if (isPublic(route)) expect(operation.security).toEqual([]);
      else expect(operation.security).toEqual([{ cognitoJwt: [] }]);
    }
  });

  it('answers the health check', async () => {
    const res = await api('/api/health');
    expect(res).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
