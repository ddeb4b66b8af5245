import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../infra/local/dynamo';
import { freeStackPorts, type LocalStack, startLocalStack, TABLE_NAME } from '../../infra/local/stack';
import { ADULT_REGISTRATION, answerProblems, DEMO_PASSWORD, uniqueEmail } from '../support/api';
import { makeCourse } from '../support/builders';
import { signInSteps } from '../support/mfa';
import { fileStart } from '../support/uploads';

/**
 * Faults: DynamoDB Local or s3rver stopped mid-run. This file starts a private stack of its own (each test file
 * runs in a worker process of its own, and the stack points this worker's environment, and so the handlers the
 * gateway runs in it, at its services), so stopping a store here leaves the shared stack of the other files alone.
 * While a store is down, every request that needs it answers 503 with a clear message and Retry-After, and
 * completes (the clients' timeouts and retries are bounded, functions/src/lib/clients.ts); nothing half-written
 * stays behind; once the store is back the same requests succeed.
 */
const UNAVAILABLE = {
  status: 503,
  body: { message: 'The service is temporarily unavailable. Please try again in a moment.' },
};

let stack: LocalStack;
let dataDir: string;
let table: DynamoDBDocumentClient;
let repository: typeof import('../../functions/src/courses/repository');
let users: typeof import('../../functions/src/users/service');
let keys: typeof import('../support/table-keys').keys;
/** This worker's environment before the private stack pointed it at its services; put back after. */
const environment = { ...process.env };

beforeAll(async () => {
  // The 503s are logged as errors (with the cause): expected here, so kept out of the test output.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-faults-'));
  stack = await startLocalStack({ dataDir, ports: await freeStackPorts() });
  // Imported once the stack has set this worker's environment: the modules read it on first use.
  repository = await import('../../functions/src/courses/repository');
  users = await import('../../functions/src/users/service');
  keys = (await import('../support/table-keys')).keys;
  // Direct reads go through a client of the test's own, not the code under test.
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: 'ap-south-1',
      credentials: localCredentials,
    }),
  );
}, 120_000);

afterAll(async () => {
  table?.destroy();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
}, 60_000);

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * One call to the private stack's gateway. Like `api()` in ../support/api.ts, every answer must match the
 * OpenAPI document (its status listed for the operation, its body valid): the 503s are documented.
 */
async function call(
  route: { id: string; path: string },
  url: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer> {
  const method = options.method ?? 'GET';
  const res = await fetch(`${stack.apiUrl}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  const problems = await answerProblems({
    method,
    path: new URL(url, 'http://api').pathname,
    route,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body,
  });
  expect(problems).toEqual([]);
  const answer = { status: res.status, body } as Answer;
  Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false });
  return answer;
}

const routes = {
  register: { id: 'register', path: '/api/auth/register' },
  login: { id: 'login', path: '/api/auth/login' },
  answerMfaChallenge: { id: 'answerMfaChallenge', path: '/api/auth/mfa/challenge' },
  verifyMfaSetup: { id: 'verifyMfaSetup', path: '/api/auth/mfa/verify' },
  refreshToken: { id: 'refreshToken', path: '/api/auth/refresh' },
  createUser: { id: 'createUser', path: '/api/users' },
  listUsers: { id: 'listUsers', path: '/api/users' },
  setUserStatus: { id: 'setUserStatus', path: '/api/users/{id}/status' },
  getCourse: { id: 'getCourse', path: '/api/courses/{id}' },
  listMyEnrollments: { id: 'listMyEnrollments', path: '/api/enrollments/my-courses' },
  enroll: { id: 'enroll', path: '/api/enrollments' },
  recordProgress: { id: 'recordProgress', path: '/api/enrollments/progress' },
  createVideoUpload: { id: 'createVideoUpload', path: '/api/courses/{id}/modules/{moduleId}/video/upload' },
  completeVideoUpload: {
    id: 'completeVideoUpload',
    path: '/api/courses/{id}/modules/{moduleId}/video/complete',
  },
  generateCertificate: { id: 'generateCertificate', path: '/api/certificates/generate' },
  listMyCertificates: { id: 'listMyCertificates', path: '/api/certificates/my-certificates' },
};

function expectUnavailable(answer: Answer) {
  expect(answer).toEqual(UNAVAILABLE);
  expect(answer.headers.get('retry-after')).toBe('5');
}

const register = (email: string) =>
  call(routes.register, routes.register.path, {
    method: 'POST',
    body: {
      name: 'Fault Student',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      ...ADULT_REGISTRATION,
    },
  });

async function newStudent() {
  const res = await register(uniqueEmail('faults'));
  expect(res.status).toBe(201);
  return res.body as { token: string; user: { id: string } };
}

const enrol = (token: string, courseId: string) =>
  call(routes.enroll, routes.enroll.path, { method: 'POST', token, body: { courseId } });

const getItem = async (key: Record<string, string>) =>
  (await table.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

describe('DynamoDB Local stopped mid-run', () => {
  it('reads and writes answer 503, leave nothing half-written, and succeed once it is back', async () => {
    // Arrange: a student and a free course, while the table is up
    const student = await newStudent();
    const course = await repository.createCourse(makeCourse({ instructorId: 'FAULTS-INSTRUCTOR' }, 1));
    const newcomer = uniqueEmail('faults-newcomer');

    // Act: the table goes away
    await stack.faults.stopDynamo();
    const read = await call(routes.getCourse, `/api/courses/${course.id}`);
    const myCourses = await call(routes.listMyEnrollments, routes.listMyEnrollments.path, {
      token: student.token,
    });
    const enrollment = await enrol(student.token, course.id);
    // Registration writes the identity (Cognito is up) and then the profile (the table is not).
    const registration = await register(newcomer);
    await stack.faults.startDynamo();

    // Assert: each answered 503 with the message (and came back at all: a hang fails the test by its timeout)
    for (const answer of [read, myCourses, enrollment, registration]) expectUnavailable(answer);
    // Nothing of the failed attempts was written: no enrolment, the course's counter untouched, and the
    // identity made before the profile write failed was removed (the same email registers now)
    expect(await getItem(keys.enrollment(student.user.id, course.id))).toBeUndefined();
    expect((await getItem(keys.course(course.id)))?.enrollmentCount).toBe(0);

    // The same requests succeed now
    expect((await call(routes.getCourse, `/api/courses/${course.id}`)).status).toBe(200);
    expect((await enrol(student.token, course.id)).status).toBe(201);
    expect((await getItem(keys.enrollment(student.user.id, course.id)))?.courseId).toBe(course.id);
    expect((await getItem(keys.course(course.id)))?.enrollmentCount).toBe(1);
    const mine = await call(routes.listMyEnrollments, routes.listMyEnrollments.path, {
      token: student.token,
    });
    expect(mine.status).toBe(200);
    expect((await register(newcomer)).status).toBe(201);
  }, 90_000);
});

describe('s3rver stopped mid-run', () => {
  const video = readFileSync(
    path.resolve(import.meta.dirname, '../../frontend/public/media/sample-lesson.mp4'),
  );

  /** An instructor's one-module course, and a student who has completed it. */
  async function completedCourse(instructorId: string, studentToken: string) {
    const course = makeCourse({ instructorId }, 1);
    await repository.createCourse(course);
    const moduleId = course.modules[0]!.id;
    expect((await enrol(studentToken, course.id)).status).toBe(201);
    const progress = await call(routes.recordProgress, routes.recordProgress.path, {
      method: 'POST',
      token: studentToken,
      body: { courseId: course.id, moduleId, completed: true, watchTime: 600 },
    });
    expect(progress.status).toBe(200);
    return { courseId: course.id, moduleId };
  }

  const generate = (token: string, courseId: string) =>
    call(routes.generateCertificate, routes.generateCertificate.path, {
      method: 'POST',
      token,
      body: { courseId },
    });

  it('video upload completion and certificate issue answer 503, leave nothing half-written, and succeed once it is back', async () => {
    // Arrange: an instructor's course, a student with a certificate already issued and another course completed
    const email = uniqueEmail('faults-instructor');
    const instructor = await users.createUser({
      name: 'Fault Instructor',
      email,
      password: DEMO_PASSWORD,
      role: 'instructor',
    });
    const login = await call(routes.login, routes.login.path, {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const instructorToken = login.body.token as string;
    const student = await newStudent();
    const issued = await completedCourse(instructor.id, student.token);
    const pending = await completedCourse(instructor.id, student.token);
    const first = await generate(student.token, issued.courseId);
    expect(first.status).toBe(201);
    const videoAt = `/api/courses/${pending.courseId}/modules/${pending.moduleId}/video`;

    // Act: the object store goes away
    await stack.faults.stopS3();
    // A presigned upload link is signed in the function and does not touch S3, so it is still handed out;
    // the upload itself goes from the browser to S3 and cannot arrive.
    const upload = await call(routes.createVideoUpload, `${videoAt}/upload`, {
      method: 'POST',
      token: instructorToken,
      body: { fileName: 'lesson.mp4', contentType: 'video/mp4', size: video.length },
    });
    const put = () =>
      fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: video });
    await expect(put()).rejects.toThrow();
    // Completing the upload asks S3 for the object (HeadObject); issuing a certificate stores its PDF (PutObject).
    const completion = await call(routes.completeVideoUpload, `${videoAt}/complete`, {
      method: 'POST',
      token: instructorToken,
      body: { key: upload.body.key },
    });
    const certificate = await generate(student.token, pending.courseId);
    // The certificate list signs its download links without S3; the download itself is S3's to serve.
    const list = await call(routes.listMyCertificates, routes.listMyCertificates.path, {
      token: student.token,
    });
    await expect(fetch(first.body.certificate.certificateUrl)).rejects.toThrow();
    await stack.faults.startS3();

    // Assert: 503 with the message where S3 was needed, and nothing half-written in the table
    expect(upload.status).toBe(200);
    expectUnavailable(completion);
    expectUnavailable(certificate);
    expect(list.status).toBe(200);
    expect((await getItem(keys.module(pending.courseId, pending.moduleId)))?.videoKey).toBeUndefined();
    expect(await getItem(keys.certificateOwnership(student.user.id, pending.courseId))).toBeUndefined();

    // It is back: the certificate issued before downloads, the upload completes, the certificate is issued
    const download = await fetch(first.body.certificate.certificateUrl);
    expect(download.status).toBe(200);
    expect(await fileStart(download)).toBe('%PDF-');
    expect((await put()).status).toBe(200);
    const completed = await call(routes.completeVideoUpload, `${videoAt}/complete`, {
      method: 'POST',
      token: instructorToken,
      body: { key: upload.body.key },
    });
    expect(completed.status).toBe(200);
    expect(completed.body.module).toMatchObject({ id: pending.moduleId, hasUploadedVideo: true });
    const second = await generate(student.token, pending.courseId);
    expect(second.status).toBe(201);
    expect((await fetch(second.body.certificate.certificateUrl)).status).toBe(200);
  }, 90_000);
});

describe('cognito-local stopped mid-run', () => {
  it('sign-in and registration answer 503 and store nothing; signed-in reads go on; both succeed once it is back', async () => {
    // Arrange: a student with an account, while the user pool is up
    const email = uniqueEmail('faults-signin');
    const registered = await register(email);
    expect(registered.status).toBe(201);
    const newcomer = uniqueEmail('faults-cognito-newcomer');
    const login = () =>
      call(routes.login, routes.login.path, { method: 'POST', body: { email, password: DEMO_PASSWORD } });

    // Act: the user pool goes away
    await stack.faults.stopCognito();
    const signIn = await login();
    const registration = await register(newcomer);
    // A token already issued is still checked (the gateway keeps the pool's keys), and the table is up.
    const mine = await call(routes.listMyEnrollments, routes.listMyEnrollments.path, {
      token: registered.body.token,
    });
    await stack.faults.startCognito();

    // Assert: 503 with the message where the pool was needed (and an answer at all: a hang fails by timeout)
    expectUnavailable(signIn);
    expectUnavailable(registration);
    expect(mine.status).toBe(200);

    // It is back: the same sign-in works, and the newcomer's email was left free (nothing half-made)
    const again = await login();
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(registered.body.user.id);
    expect((await register(newcomer)).status).toBe(201);
  }, 90_000);
});

describe('cognito-local stopped mid-run, for the token refresh and the admin user routes', () => {
  it('refresh, add user and (de)activation answer 503 and change nothing; all succeed once it is back', async () => {
    // Arrange: an admin, a signed-in student with a refresh token, and a newcomer the admin will add
    const adminEmail = uniqueEmail('faults-admin');
    await users.createUser({
      name: 'Fault Admin',
      email: adminEmail,
      password: DEMO_PASSWORD,
      role: 'admin',
    });
    // An admin signs in with two-step verification (set up here, at the first sign-in, as the API asks).
    const routeOf = (url: string) => Object.values(routes).find((route) => route.path === url)!;
    const admin = await signInSteps(
      (url, body) => call(routeOf(url), url, { method: 'POST', body }),
      adminEmail,
      DEMO_PASSWORD,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.token).toEqual(expect.any(String));
    const studentEmail = uniqueEmail('faults-refresh');
    const student = await register(studentEmail);
    expect(student.status).toBe(201);
    const newcomer = {
      name: 'Fault Instructor',
      email: uniqueEmail('faults-added'),
      password: DEMO_PASSWORD,
      role: 'instructor',
    };
    const refresh = () =>
      call(routes.refreshToken, routes.refreshToken.path, {
        method: 'POST',
        body: { refreshToken: student.body.refreshToken },
      });
    const addUser = () =>
      call(routes.createUser, routes.createUser.path, {
        method: 'POST',
        token: admin.body.token,
        body: newcomer,
      });
    const deactivate = () =>
      call(routes.setUserStatus, `/api/users/${student.body.user.id}/status`, {
        method: 'PUT',
        token: admin.body.token,
        body: { isActive: false },
      });

    // The admin has the Users page open: the gateway has checked a token against the pool's keys, and keeps them.
    const list = () =>
      call(routes.listUsers, `${routes.listUsers.path}?search=${encodeURIComponent(newcomer.email)}`, {
        token: admin.body.token,
      });
    expect((await list()).status).toBe(200);

    // Act: the user pool goes away
    await stack.faults.stopCognito();
    const refreshed = await refresh();
    const added = await addUser();
    const deactivated = await deactivate();
    // Reads of the table go on.
    const listed = await list();
    await stack.faults.startCognito();

    // Assert: 503 with the message and Retry-After, each
    expectUnavailable(refreshed);
    expectUnavailable(added);
    expectUnavailable(deactivated);
    expect(listed.status).toBe(200);
    expect(listed.body.users).toEqual([]);
    // Nothing half-done: the student is still active in the table and the newcomer's email is free
    expect((await getItem(keys.user(student.body.user.id)))?.isActive).toBe(true);

    // It is back: the same three succeed, and the deactivation holds in both stores
    expect((await refresh()).status).toBe(200);
    expect((await addUser()).status).toBe(201);
    const again = await deactivate();
    expect(again.status).toBe(200);
    expect(again.body.user.isActive).toBe(false);
    const signIn = await call(routes.login, routes.login.path, {
      method: 'POST',
      body: { email: studentEmail, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(403);
  }, 120_000);
});
