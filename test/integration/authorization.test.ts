import {
  type AuthzCaller,
  authzCallers,
  fillPath,
  isPublic,
  type RouteAuthz,
  type RouteDef,
  routeList,
} from '@academy/shared';
import { routeAuthz } from '@academy/shared/authz';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import {
  bodies,
  buildWorld,
  capabilityRoutes,
  freshResourceRoutes,
  type Params,
  paramsOf,
  privateValues,
  queries,
  tokenOf,
  type World,
} from '../support/authz-fixtures';

/** Read as a plain map: a route the table gained without a declaration must fail here, not be skipped. */
const declared: Partial<Record<string, RouteAuthz>> = routeAuthz;
const hasParams = (route: RouteDef) => /\{\w+\}/.test(route.path);
/** Callers with no claim on the world's resources. */
const strangers: readonly AuthzCaller[] = ['anonymous', 'otherStudent', 'otherInstructor', 'deactivated'];
const roleOf: Record<AuthzCaller, string> = {
  anonymous: '',
  owner: 'student',
  otherStudent: 'student',
  instructor: 'instructor',
  otherInstructor: 'instructor',
  admin: 'admin',
  deactivated: 'student',
};
const statuses = (authz: RouteAuthz) => Object.fromEntries(authzCallers.map((c) => [c, authz[c]]));

describe('authorization matrix (every route × every caller, declared in shared/src/features/*/authz.ts)', () => {
  let world: World;
  const called = new Set<string>();

  beforeAll(async () => {
    world = await buildWorld();
  }, 60_000);

  it('declares what every caller gets from every route of the table, and nothing else', () => {
    expect(routeList.filter((r) => !declared[r.id]).map((r) => r.id)).toEqual([]);
    const ids = new Set(routeList.map((r) => r.id));
    expect(Object.keys(declared).filter((id) => !ids.has(id))).toEqual([]);
    // The matrix must know what a path's parameters name, or it could not ask about someone else's resource.
    expect(routeList.filter((r) => hasParams(r) !== Boolean(declared[r.id]?.on)).map((r) => r.id)).toEqual(
      [],
    );
  });

  it('declares 401 without a token, 403 to a deactivated account and to every role outside `access`', () => {
    const disagreements = routeList.flatMap((route) => {
      const authz = declared[route.id];
      if (!authz || isPublic(route)) return [];
      const allowed = route.access as readonly string[];
      const wanted: Partial<Record<AuthzCaller, number>> = { anonymous: 401, deactivated: 403 };
      for (const caller of authzCallers)
        if (caller !== 'anonymous' && caller !== 'deactivated' && !allowed.includes(roleOf[caller]))
          wanted[caller] = 403;
      return Object.entries(wanted)
        .filter(([caller, status]) => authz[caller as AuthzCaller] !== status)
        .map(([caller, status]) => `${route.id}: ${caller} ${authz[caller as AuthzCaller]}, not ${status}`);
    });
    expect(disagreements).toEqual([]);
  });

  it('never declares that a stranger gets at the resource of a route that needs or reads a token', () => {
    const leaks = routeList.flatMap((route) => {
      const authz = declared[route.id];
      if (!authz?.on || route.access === 'public') return [];
      return strangers.filter((c) => authz[c] < 400).map((c) => `${route.id}: ${c} ${authz[c]}`);
    });
    expect(leaks).toEqual([]);
  });

  /**
   * One caller's call of the route about the world's resource: its status, or why the answer was wrong (an
   * answer the OpenAPI document does not describe, or a stranger's success that names the owner's things).
   */
  async function answerOf(route: RouteDef, caller: AuthzCaller, shared: Params): Promise<number | string> {
    const id = route.id as keyof typeof bodies;
    const on = declared[route.id]?.on;
    const params = on && freshResourceRoutes.has(id) ? await paramsOf(world, on, true) : shared;
    const path = fillPath(route.path, params) + (queries[id]?.(world) ?? '');
    const body = route.body ? await (bodies[id]?.(world, caller) ?? {}) : undefined;
    let res: Awaited<ReturnType<typeof api>>;
    try {
      res = await api(path, { method: route.method, token: tokenOf(world, caller), body });
    } catch (error) {
      return (error as Error).message;
    }
    if (res.status < 300 && strangers.includes(caller) && !capabilityRoutes.has(id)) {
      const text = JSON.stringify(res.body) ?? '';
      const seen = Object.entries(privateValues(world)).filter(([, value]) => text.includes(value));
      if (seen.length > 0) return `${res.status}, showing ${seen.map(([what]) => what).join(', ')}`;
    }
    return res.status;
  }

  it.each(routeList.map((r) => [`${r.method} ${r.path} (${r.id})`, r] as const))(
    '%s answers each caller as declared',
    async (_, route) => {
      const expected = declared[route.id];
      if (!expected)
        throw new Error(
          `${route.id} has no authorization expectations: declare them in shared/src/features/<feature>/authz.ts`,
        );
      // All callers at once: a caller whose call changes or removes its resource has a fresh one of its own.
      const shared = expected.on ? await paramsOf(world, expected.on, false) : {};
      const answers = await Promise.all(authzCallers.map((caller) => answerOf(route, caller, shared)));
      const actual = Object.fromEntries(authzCallers.map((caller, i) => [caller, answers[i]!]));
      called.add(route.id);
      expect(actual).toEqual(statuses(expected));
      if (!isPublic(route)) {
        const [header, payload] = world.admin.token.split('.');
        const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
        const res = await api(fillPath(route.path, shared), {
          method: route.method,
          token: forged,
          body: route.body ? {} : undefined,
        });
        expect(res.status, 'with a forged token').toBe(401);
      }
    },
  );

  it('called every route of the table as every caller', () => {
    expect(called.size).toBe(routeList.length);
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
