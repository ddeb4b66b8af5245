import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/** One HTTP call to the local gateway, as a browser or a Lambda client would make it. */
export async function api<T = any>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  } else if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: payload,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: res.status, body: body as T };
}

export const DEMO_PASSWORD = 'Demo@12345';
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.academy`;

export async function signIn(email: string, password = DEMO_PASSWORD) {
  const res = await api('/api/auth/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    token: string;
    refreshToken: string;
    user: { id: string; role: string; name: string };
  };
}

/** A new student, registered through the API. */
export async function newStudent(name = 'Test Student') {
  const email = uniqueEmail('student');
  const res = await api('/api/auth/register', {
    method: 'POST',
    body: { name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'student' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    ...(res.body as { token: string; refreshToken: string; user: { id: string; role: string } }),
  };
}
