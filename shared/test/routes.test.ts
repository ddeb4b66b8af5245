import { describe, expect, it } from 'vitest';
import { buildOpenApi, fillPath, grantsOf, routeList, routes } from '../src';

describe('route table', () => {
  it('has unique ids, unique method+path pairs and unique handlers', () => {
    const ids = routeList.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const handlers = routeList.map((r) => r.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('keys each entry by its id and declares path params in the params schema', () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(route.id).toBe(key);
      expect(route.path.startsWith('/api/')).toBe(true);
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length) expect(Object.keys((route.params as { shape: object }).shape)).toEqual(names);
      else expect(route.params).toBeUndefined();
    }
  });

  it('gives every protected route a table read, and writers a read too', () => {
    expect(grantsOf(routes.getMe)).toEqual(['table:read']);
    expect(grantsOf(routes.getHealth)).toEqual([]);
    expect(grantsOf(routes.createUser)).toEqual(['table:read', 'table:write', 'userpool:admin']);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/api/users/{id}/status', { id: 'a b' })).toBe('/api/users/a%20b/status');
    expect(() => fillPath('/api/users/{id}', {})).toThrow(/Missing path parameter id/);
  });
});

describe('OpenAPI', () => {
  const doc = buildOpenApi(routeList);
  it('is 3.1 with a bearer scheme and one operation per route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(routeList.length);
  });

  it('documents path and query parameters and request bodies', () => {
    const status = doc.paths['/api/users/{id}/status']!.put as {
      parameters: { name: string; in: string }[];
      requestBody: unknown;
    };
    expect(status.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(status.requestBody).toBeDefined();
    const list = doc.paths['/api/users']!.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name).sort()).toEqual(['cursor', 'limit', 'role', 'search']);
  });
});

describe('course schemas', () => {
  it('change only what an update names (no defaults leak into a partial update)', async () => {
    const { UpdateCourseBody, CreateCourseBody } = await import('../src');
    expect(UpdateCourseBody.parse({ title: 'New title' })).toEqual({ title: 'New title' });
    expect(UpdateCourseBody.safeParse({}).success).toBe(false);
    const created = CreateCourseBody.parse({ title: 'T', description: 'D', category: 'DevOps', price: 0 });
    expect(created).toMatchObject({ level: 'beginner', isPublished: false, tags: [] });
    expect(
      CreateCourseBody.safeParse({ title: 'T', description: 'D', category: 'DevOps', price: 9.5 }).success,
    ).toBe(false);
  });
});
