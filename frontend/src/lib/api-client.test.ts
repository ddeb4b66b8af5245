import { endpoints } from '@academy/shared/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, messageOf } from './api-client';
import { session } from './auth/session';

/** A minimal localStorage for the node test environment. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (seconds: number) =>
  `${b64url({ alg: 'none' })}.${b64url({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

/** A signed-in browser's storage: an access token that expires in `seconds`, and the refresh token. */
const storeTokens = (seconds: number, refreshToken: string) => {
  localStorage.setItem('token', tokenExpiringIn(seconds));
  localStorage.setItem('refreshToken', refreshToken);
};

const user = {
  _id: 'u1',
  id: 'u1',
  name: 'Ananya Gupta',
  email: 'student@demo.academy',
  role: 'student',
  isActive: true,
  createdAt: '2026-11-22T12:00:00.000Z',
  profile: {},
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  session.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall', () => {
  it('builds the URL from the route table and sends the body as JSON', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    fetchMock.mockResolvedValue(json(200, { user: { ...user, isActive: false } }));

    const result = await apiCall(endpoints.setUserStatus, {
      params: { id: 'abc 1' },
      body: { isActive: false },
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/abc%201/status');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"isActive":false}');
    expect(init.headers['content-type']).toBe('application/json');
    expect(result.user.isActive).toBe(false);
  });

  it('sends the stored token as a bearer credential on protected routes only', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('token', token);
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok' }));

    await apiCall(endpoints.getMe);
    await apiCall(endpoints.getHealth);

    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe(`Bearer ${token}`);
    expect(fetchMock.mock.calls[1]![1].headers.authorization).toBeUndefined();
  });

  it('sends the token to optional-auth routes too, and goes on without it if it cannot be refreshed', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('token', token);
    fetchMock.mockResolvedValue(json(404, { message: 'Course not found' }));

    await apiCall(endpoints.getCourse, { params: { id: 'c1' } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe(`Bearer ${token}`);

    storeTokens(5, 'revoked');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/refresh'
        ? json(401, { message: 'expired' })
        : json(404, { message: 'Course not found' }),
    );
    const error = await apiCall(endpoints.getCourse, { params: { id: 'c1' } }).catch((e) => e);
    expect(error.message).toBe('Course not found');
    const courseCall = fetchMock.mock.calls.find(([url]) => url === '/api/courses/c1')!;
    expect(courseCall[1].headers.authorization).toBeUndefined();
  });

  it('sends a keepalive request (one that outlives the page) only when asked, with the bearer token', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('token', token);
    fetchMock.mockImplementation(async () => json(200, { enrollment: {} }));
    const body = { courseId: 'c1', moduleId: 'm1', watchTime: 40, final: true };

    await apiCall(endpoints.recordProgress, { body, keepalive: true });
    await apiCall(endpoints.recordProgress, { body });

    const [keptAlive, plain] = fetchMock.mock.calls.map(([, init]) => init);
    expect(keptAlive.keepalive).toBe(true);
    expect(keptAlive.headers.authorization).toBe(`Bearer ${token}`);
    expect(keptAlive.body).toBe(JSON.stringify(body));
    expect(plain.keepalive).toBeUndefined();
  });

  it('puts defined query values in the query string', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    fetchMock.mockResolvedValue(
      json(200, { users: [], nextCursor: null, counts: { student: 0, instructor: 0, admin: 0, total: 0 } }),
    );

    await apiCall(endpoints.listUsers, { query: { search: 'ana g', role: undefined, limit: 20 } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users?search=ana+g&limit=20');
  });

  it('hands over the answer as the server sent it: the server already parsed it with the response schema', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    fetchMock.mockResolvedValue(json(200, { user }));

    const { user: answered } = await apiCall(endpoints.getMe);

    expect(answered).toEqual(user);
  });

  it('takes only the schema-free endpoint table, so the first page load needs no zod', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('./api-client.ts', import.meta.url), 'utf8'),
    );
    const valueImports = [...source.matchAll(/^import (?!type ).* from '([^']+)';$/gm)].map((m) => m[1]);
    // The language modules bring no zod either (the macro compiles away).
    expect(valueImports).toEqual([
      '@academy/shared/endpoints',
      '@academy/shared/locale',
      '@academy/shared/route',
      '@lingui/core/macro',
      './auth/session',
      './constants',
      './i18n',
      './jwt',
    ]);
  });
});

describe('errors', () => {
  it('carries the server message, status and issues of an HTTP error', async () => {
    fetchMock.mockResolvedValue(
      json(400, { message: 'password: Too short', issues: [{ path: 'password', message: 'Too short' }] }),
    );

    const error = await apiCall(endpoints.login, { body: { email: 'a@b.co', password: 'x' } }).catch(
      (e) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('password: Too short');
    expect(error.issues).toEqual([{ path: 'password', message: 'Too short' }]);
    expect(messageOf(error, 'fallback')).toBe('password: Too short');
  });

  it('tells a network failure (no answer) from an HTTP error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiCall(endpoints.getHealth).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    // The screen's own text would blame something else ("Enrol in this course …"): it says there was no answer.
    expect(messageOf(error, 'fallback')).toBe('Network error. Please check your connection.');
  });

  it('uses the fallback text when the server sent no message', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));

    const error = await apiCall(endpoints.getHealth).catch((e) => e);

    expect(error.kind).toBe('http');
    expect(error.serverMessage).toBeUndefined();
    expect(messageOf(error, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('ignores an error answer that is not the server’s error shape', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 42, issues: 'no' }));

    const error = await apiCall(endpoints.getHealth).catch((e) => e);

    expect(error.kind).toBe('http');
    expect(error.serverMessage).toBeUndefined();
    expect(error.issues).toEqual([]);
  });

  it('on a 401 removes the stored token, signs out and still rejects', async () => {
    storeTokens(3600, 'refresh');
    session.setUser(user as never);
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }));

    const error = await apiCall(endpoints.getMe).catch((e) => e);

    expect(error.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(session.getState().status).toBe('signed-out');
  });
});

describe('token refresh', () => {
  it('refreshes a token that expires within 60 s once, shared by concurrent calls', async () => {
    storeTokens(30, 'refresh-1');
    const fresh = tokenExpiringIn(3600);
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/refresh' ? json(200, { token: fresh, expiresIn: 3600 }) : json(200, { user }),
    );

    await Promise.all([apiCall(endpoints.getMe), apiCall(endpoints.getMe), apiCall(endpoints.getMe)]);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0]![1].body)).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('token')).toBe(fresh);
    const meCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me');
    expect(meCalls).toHaveLength(3);
    for (const [, init] of meCalls) expect(init.headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it('does not refresh a token with time to spare', async () => {
    storeTokens(3600, 'refresh-1');
    fetchMock.mockResolvedValue(json(200, { user }));

    await apiCall(endpoints.getMe);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
  });

  it('signs out when the refresh is refused', async () => {
    storeTokens(10, 'revoked');
    session.setUser(user as never);
    fetchMock.mockResolvedValue(json(401, { message: 'Your session has expired. Please sign in again.' }));

    const error = await apiCall(endpoints.getMe).catch((e) => e);

    expect(error.message).toBe('Your session has expired. Please sign in again.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(session.getState().status).toBe('signed-out');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
  });
});
