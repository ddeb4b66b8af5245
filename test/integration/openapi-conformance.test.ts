import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  api,
  newStudent,
  type RecordedAnswer,
  recordedAnswers,
  signIn,
  uniqueEmail,
} from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

/**
 * `api()` checks every answer of every integration test against /api/openapi.json, as a validating proxy
 * (Stoplight Prism) would. This file drives the answers such a proxy once found undocumented (401 from login
 * and refresh, 404 from certificate verify and course reads, 402/404 from enrolment, 404/409 from certificate
 * generation) and hostile input, and asserts their conformance explicitly.
 */
async function conforms(res: Promise<{ status: number }>): Promise<RecordedAnswer> {
  await res;
  const answer = recordedAnswers.at(-1)!;
  expect(await answerProblems(answer)).toEqual([]);
  return answer;
}

const unknownId = () => `NOPE${Date.now()}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

async function courseOfDemoInstructor(overrides: { price?: number } = {}, modules = 2) {
  const instructor = await signIn('instructor@demo.academy');
  const course = makeCourse({ instructorId: instructor.user.id, ...overrides }, modules);
  await createCourse(course);
  return course;
}

describe('API answers match the OpenAPI document', () => {
  it('sign-in and refresh refused with 401', async () => {
    const login = await conforms(
      api('/api/auth/login', { method: 'POST', body: { email: uniqueEmail(), password: 'Wrong@12345' } }),
    );
    expect(login).toMatchObject({ route: { id: 'login' }, status: 401 });

    const refresh = await conforms(
      api('/api/auth/refresh', { method: 'POST', body: { refreshToken: 'not-a-refresh-token' } }),
    );
    expect(refresh).toMatchObject({ route: { id: 'refreshToken' }, status: 401 });
  });

  it('unknown certificate code and unknown course answer 404', async () => {
    const verify = await conforms(api(`/api/certificates/verify/${unknownId()}`));
    expect(verify).toMatchObject({ route: { id: 'verifyCertificate' }, status: 404 });

    const course = await conforms(api(`/api/courses/${unknownId()}`));
    expect(course).toMatchObject({ route: { id: 'getCourse' }, status: 404 });

    const preview = await conforms(api(`/api/courses/${unknownId()}/preview`));
    expect(preview).toMatchObject({ route: { id: 'getCoursePreview' }, status: 404 });
  });

  it('enrolment: 404 for an unknown course, 402 for a paid one, 201 then 200 for a free one', async () => {
    const student = await newStudent();
    const paid = await courseOfDemoInstructor({ price: 4999 });
    const free = await courseOfDemoInstructor();
    const enrol = (courseId: string) =>
      api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId } });

    expect(await conforms(enrol(unknownId()))).toMatchObject({ route: { id: 'enroll' }, status: 404 });
    expect(await conforms(enrol(paid.id))).toMatchObject({ status: 402 });
    expect(await conforms(enrol(free.id))).toMatchObject({ status: 201 });
    expect(await conforms(enrol(free.id))).toMatchObject({ status: 200 });
  });

  it('certificate: 404 when not enrolled, 409 before the course is complete, 201 then 200 once it is', async () => {
    const student = await newStudent();
    const course = await courseOfDemoInstructor({}, 1);
    const generate = () =>
      api('/api/certificates/generate', {
        method: 'POST',
        token: student.token,
        body: { courseId: course.id },
      });

    expect(await conforms(generate())).toMatchObject({ route: { id: 'generateCertificate' }, status: 404 });
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    expect(await conforms(generate())).toMatchObject({ status: 409 });
    await api('/api/enrollments/progress', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, moduleId: course.modules[0]!.id, completed: true, watchTime: 60 },
    });
    expect(await conforms(generate())).toMatchObject({ status: 201 });
    expect(await conforms(generate())).toMatchObject({ status: 200 });
  });

  it('malformed and hostile input answers a documented 400 with its issues', async () => {
    const student = await newStudent();
    const badJson = await conforms(
      api('/api/auth/login', {
        method: 'POST',
        rawBody: '{"email": ',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(badJson).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });

    const invalid = await conforms(
      api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: ['<script>'] } }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: { issues: [expect.objectContaining({ path: 'courseId' })] },
    });

    const query = await conforms(api('/api/courses?limit=-1&cursor=%00'));
    expect(query).toMatchObject({ route: { id: 'listCourses' }, status: 400 });

    const webhook = await conforms(
      api('/api/payments/webhook', {
        method: 'POST',
        rawBody: '{"event":"order.paid"}',
        headers: { 'x-razorpay-signature': 'forged' },
      }),
    );
    expect(webhook).toMatchObject({ route: { id: 'paymentWebhook' }, status: 400 });
  });

  it('callers refused by the gateway and by the wrapper: 401 without a token, 403 for the wrong role', async () => {
    const student = await newStudent();
    expect(await conforms(api('/api/enrollments/my-courses'))).toMatchObject({ status: 401 });
    expect(await conforms(api('/api/users', { token: student.token }))).toMatchObject({
      route: { id: 'listUsers' },
      status: 403,
    });
  });

  it('a gzipped answer (the catalogue) is checked decoded', async () => {
    const catalogue = await conforms(api('/api/courses', { headers: { 'accept-encoding': 'gzip' } }));
    expect(catalogue).toMatchObject({ route: { id: 'listCourses' }, status: 200 });
  });

  it('the checker refuses a status the operation does not list, and a body its schema refuses', async () => {
    const answer: RecordedAnswer = {
      method: 'GET',
      path: '/api/courses/C1',
      route: { id: 'getCourse', path: '/api/courses/{id}' },
      status: 404,
      contentType: 'application/json; charset=utf-8',
      body: { message: 'Course not found' },
    };
    expect(await answerProblems(answer)).toEqual([]);
    expect((await answerProblems({ ...answer, status: 402 }))[0]).toContain('does not list');
    expect((await answerProblems({ ...answer, body: { error: 'Course not found' } }))[0]).toContain(
      'does not match the documented schema',
    );
    expect((await answerProblems({ ...answer, contentType: 'text/html' }))[0]).toContain('text/html');
  });

  it('every answer recorded in this file conforms', async () => {
    expect(recordedAnswers.length).toBeGreaterThan(20);
    const problems = (await Promise.all(recordedAnswers.map(answerProblems))).flat();
    expect(problems).toEqual([]);
  });
});
