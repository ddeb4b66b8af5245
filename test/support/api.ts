import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION, routeList } from '@academy/shared';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { beforeAll, expect, inject } from 'vitest';
import { signInSteps } from './mfa';

export { totpOf, totpSecrets } from './mfa';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  /** The answer's headers (content type, cache policy); not enumerable, so `toEqual({ status, body })` holds. */
  headers: Headers;
}

/** One answer of the API as a test saw it, with the route of the table it went to. */
export interface RecordedAnswer {
  method: string;
  /** The request's path, without the query. */
  path: string;
  /** The route's id and path template; absent for a path no route of the table matches. */
  route?: { id: string; path: string };
  status: number;
  contentType: string;
  /** Parsed JSON, or the text when it is not JSON or a text/* answer; undefined when empty. */
  body: unknown;
}

/** Every answer `api()` received in this test file (each file runs in a worker of its own). */
export const recordedAnswers: RecordedAnswer[] = [];

// Static segments outrank parameters, as API Gateway (and the local gateway) pick the most specific route.
const templates = routeList
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    params: (route.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

function routeOf(method: string, path: string): RecordedAnswer['route'] {
  const found = templates.find((t) => t.route.method === method && t.pattern.test(path))?.route;
  return found && { id: found.id, path: found.path };
}

type Json = Record<string, any>;
let openApi: Promise<Json> | undefined;
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** The document the API serves, fetched once per test file (not through `api()`, so it is not recorded). */
const document = () => {
  openApi ??= fetch(`${inject('apiUrl')}/api/openapi.json`).then((res) => res.json() as Promise<Json>);
  return openApi;
};

/** The schema with `#/components/...` references replaced by what they point at. */
function inline(schema: unknown, doc: Json): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return inline(target, doc);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value, doc)]));
}

/**
 * What is wrong with an answer by the OpenAPI document the API serves: a status the operation does not list,
 * a content type it does not list for that status, or a body its schema refuses. Empty when the answer conforms
 * or went to no route of the table (the gateway's 404 for an unknown path).
 */
export async function answerProblems(answer: RecordedAnswer): Promise<string[]> {
  if (!answer.route) return [];
  const doc = await document();
  const where = `${answer.method} ${answer.route.path} (${answer.route.id})`;
  const operation = doc.paths?.[answer.route.path]?.[answer.method.toLowerCase()];
  if (!operation) return [`${where} is not in /api/openapi.json`];
  const responses: Json = operation.responses ?? {};
  const status = String(answer.status);
  const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!response) {
    return [
      `${where} answered ${status}, which /api/openapi.json does not list for it (it lists ${Object.keys(responses).join(', ')}); body ${JSON.stringify(answer.body)?.slice(0, 300)}`,
    ];
  }
  const content: Json | undefined = response.content;
  if (!content)
    return answer.body === undefined ? [] : [`${where} ${status} has a body the document does not describe`];
  const mediaType = answer.contentType.split(';')[0]!.trim().toLowerCase();
  const media = content[mediaType];
  if (!media) {
    return [
      `${where} ${status} answered ${mediaType || 'no content type'}; the document lists ${Object.keys(content).join(', ')}`,
    ];
  }
  if (!media.schema) return [];
  const key = `${answer.method} ${answer.route.path} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(inline(media.schema, doc) as Json);
    validators.set(key, validate);
  }
  if (validate(answer.body)) return [];
  return [
    `${where} ${status}: the body does not match the documented schema: ${ajv.errorsText(validate.errors)}; body ${JSON.stringify(answer.body)?.slice(0, 300)}`,
  ];
}

/** Records an answer and fails the calling test when the OpenAPI document does not describe it. */
async function recordAndCheck(answer: RecordedAnswer): Promise<void> {
  recordedAnswers.push(answer);
  const problems = await answerProblems(answer);
  if (problems.length > 0)
    throw new Error(`The answer does not match /api/openapi.json:\n${problems.join('\n')}`);
}

/** Checks an answer the browser received (Playwright's Response); the problems, or [] when it conforms. */
export async function browserAnswerProblems(response: {
  url(): string;
  status(): number;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  request(): { method(): string };
}): Promise<string[]> {
  const url = new URL(response.url());
  const method = response.request().method();
  if (!url.pathname.startsWith('/api/')) return [];
  let text: string;
  try {
    text = (await response.body()).toString('utf8');
  } catch {
    return []; // the page went away before the body arrived: nothing to check
  }
  return answerProblems({
    method,
    path: url.pathname,
    route: routeOf(method, url.pathname),
    status: response.status(),
    contentType: response.headers()['content-type'] ?? '',
    body: parseBody(text, response.headers()['content-type']),
  });
}

function parseBody(text: string, contentType = ''): unknown {
  // A text answer (a calendar feed) is its text, even when it happens to parse as JSON.
  if (/^text\//i.test(contentType.trim())) return text === '' ? undefined : text;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text; // not JSON: the test sees the text
  }
}

/**
 * One HTTP call to the local gateway, as a browser or a Lambda client would make it. The answer is recorded
 * and must match the OpenAPI document the API serves (its status listed for the operation, its body valid).
 */
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
  const body = parseBody(text, res.headers.get('content-type') ?? '');
  const method = (options.method ?? 'GET').toUpperCase();
  const pathname = new URL(path, 'http://api').pathname;
  // Every answer of every integration test is checked against the served document, as a validating proxy would.
  await recordAndCheck({
    method,
    path: pathname,
    route: routeOf(method, pathname),
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body,
  });
  const answer = { status: res.status, body: body as T } as ApiResponse<T>;
  // Not enumerable: tests compare whole answers with toEqual({ status, body }).
  Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false });
  return answer;
}

export const DEMO_PASSWORD = 'Demo@12345';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.academy`;

/**
 * Signs in as a person would: the password, then, when the API asks, the authenticator's code (the demo admin's,
 * or one set up here), or for an admin without it yet, the setup with the new secret's first code.
 */
export async function signIn(email: string, password = DEMO_PASSWORD) {
  const res = await signInSteps((path, body) => api(path, { method: 'POST', body }), email, password);
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    token: string;
    refreshToken: string;
    user: { id: string; role: string; name: string };
  };
}

/** POST /api/users: an admin makes an account (any role) with the given fields. */
export const createUser = <T = any>(adminToken: string, body: Record<string, unknown>) =>
  api<T>('/api/users', { method: 'POST', token: adminToken, body });

/** PUT /api/users/{id}/status: an admin deactivates or reactivates an account. */
export const setUserStatus = (adminToken: string, userId: string, isActive: boolean) =>
  api(`/api/users/${userId}/status`, { method: 'PUT', token: adminToken, body: { isActive } });

/** PUT /api/users/profile: the signed-in user changes their own profile (name, locale, profile fields). */
export const updateProfile = (
  token: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => api('/api/users/profile', { method: 'PUT', token, body, headers });

/** PUT /api/privacy/consents: the signed-in user gives or withdraws a consent (watch-time analytics). */
export const setConsents = (token: string, body: { watchAnalytics: boolean }) =>
  api('/api/privacy/consents', { method: 'PUT', token, body });

/** A signed-in user (the login's answer). */
export type Session = Awaited<ReturnType<typeof signIn>>;

/** A demo account signed in before the file's tests: the object is filled in then (empty until). */
export function signedInBeforeAll(email: string): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await signIn(email));
  });
  return session;
}

/**
 * What registration asks since issue 41, of an adult who agrees to the current privacy notice and to watch-time
 * analytics (the tests' students consent, so their watch time counts as before).
 */
export const ADULT_CONSENT = {
  dateOfBirth: '1998-04-12',
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: true },
};

/**
 * A new student, registered through the API (with a unique address unless one is given, and any other fields
 * of the registration, such as a `locale`).
 */
export async function newStudent(
  name = 'Test Student',
  email = uniqueEmail('student'),
  fields: Record<string, unknown> = {},
) {
  const res = await api('/api/auth/register', {
    method: 'POST',
    body: {
      ...ADULT_CONSENT,
      name,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'student',
      ...fields,
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    ...(res.body as {
      token: string;
      refreshToken: string;
      user: { id: string; role: string; name: string; locale?: string };
    }),
  };
}

export type Student = Awaited<ReturnType<typeof newStudent>>;

/** Enrols the signed-in student in a free course through the API (POST /api/enrollments); expects 201. */
export async function enrol(token: string, courseId: string) {
  const res = await api('/api/enrollments', { method: 'POST', token, body: { courseId } });
  expect(res.status).toBe(201);
  return res.body.enrollment as { enrolledAt: string };
}

/** One API call that must succeed (a 2xx; else the test fails, naming the call and the answer): its body. */
export async function apiOk(path: string, token: string | undefined, method = 'GET', body?: unknown) {
  const res = await api(path, { method, token, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/**
 * The current privacy notice agreed to, as a person does at the consent gate of their first sign-in (issue 41):
 * an account an admin made has no consent on record until then, and the app asks before anything else.
 */
export async function agreeToNotice(token: string) {
  const res = await api('/api/privacy/notice', {
    method: 'POST',
    token,
    body: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: false },
  });
  if (res.status !== 200)
    throw new Error(`agreeing to the notice failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A new instructor or admin, created by an admin through the API (POST /api/users), signed in, with its email;
 * they have agreed to the privacy notice (as at their first sign-in), so the app opens their screens.
 */
export async function newStaff(adminToken: string, role: 'instructor' | 'admin', name: string) {
  const email = uniqueEmail(role);
  const res = await createUser(adminToken, {
    name,
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    role,
  });
  if (res.status !== 201)
    throw new Error(`creating an ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = await signIn(email);
  await agreeToNotice(session.token);
  return { email, ...session };
}

/** A new instructor, created by an admin through the API (POST /api/users), signed in. */
export const newInstructor = (adminToken: string, name = 'Test Instructor') =>
  newStaff(adminToken, 'instructor', name);

/**
 * Every course a paged course list answers (`{ courses, nextCursor }`), page after page of `limit`, with the
 * other query parameters as given; fails on a page that is not a 200 or past `maxPages`.
 */
async function allCoursePages<T>(
  path: string,
  token: string | undefined,
  query: Record<string, string>,
  { limit = 100, maxPages = 100 } = {},
): Promise<T[]> {
  const courses: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await api(`${path}?${params}`, token ? { token } : {});
    if (res.status !== 200) throw new Error(`${path} page failed: ${res.status} ${JSON.stringify(res.body)}`);
    courses.push(...(res.body.courses as T[]));
    cursor = res.body.nextCursor;
    if (!cursor) return courses;
  }
  throw new Error(`${path} had more than ${maxPages} pages`);
}

/** Every published course of the public catalogue (GET /api/courses), whatever other test files published. */
export const allPublishedCourses = <T = any>(options?: { maxPages?: number }): Promise<T[]> =>
  allCoursePages<T>('/api/courses', undefined, {}, options);

/** POST /api/live-sessions/course/{id}, as the course's instructor or an admin: a session `days` days from now. */
export const scheduleSession = (
  token: string,
  courseId: string,
  session: { title: string; meetingLink: string; days?: number },
) =>
  api(`/api/live-sessions/course/${courseId}`, {
    method: 'POST',
    token,
    body: {
      title: session.title,
      scheduledAt: new Date(Date.now() + (session.days ?? 1) * 86_400_000).toISOString(),
      meetingLink: session.meetingLink,
    },
  });

/**
 * A seeded published course by the slug of its thumbnail (/course-art/<slug>.svg), as GET /api/courses/{id}
 * answers it, with its modules in order.
 */
export async function demoCourse<T extends { id: string; thumbnail: string; modules: { order: number }[] }>(
  slug: string,
): Promise<T> {
  const courses = await allPublishedCourses<T>();
  const summary = courses.find((c) => c.thumbnail === `/course-art/${slug}.svg`);
  if (!summary) throw new Error(`The seed has no published course ${slug}`);
  const { course } = (await api<{ course: T }>(`/api/courses/${summary.id}`)).body;
  return { ...course, modules: [...course.modules].sort((a, b) => a.order - b.order) };
}

/** Every course GET /api/courses/instructor/my-courses answers the caller (every course for an admin). */
export const allManagedCourses = <T = any>(
  token: string,
  query: Record<string, string> = {},
  options?: { limit?: number; maxPages?: number },
): Promise<T[]> => allCoursePages<T>('/api/courses/instructor/my-courses', token, query, options);
