import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { storedEnrollmentCount, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
const { keys } = await import('../support/table-keys');
const db = testDb();

describe('free enrolment', () => {
  let instructor: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    instructor = await signIn('instructor@demo.academy');
  });

  it('enrols once: a repeat answers the same enrolment and counts nothing', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const student = await newStudent('Meena Pillai');
    const first = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });
    expect(first.status).toBe(201);
    expect(first.body.enrollment).toMatchObject({
      course: { _id: course.id, title: course.title, instructor: { id: instructor.user.id } },
      student: { _id: student.user.id, name: 'Meena Pillai' },
      completionPercentage: 0,
      completed: false,
      via: 'free',
    });
    const again = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.enrollment._id).toBe(first.body.enrollment._id);
    expect(await storedEnrollmentCount(course.id)).toBe(1);
    const mine = await api('/api/enrollments/my-courses', { token: student.token });
    expect(mine.body.enrollments.map((e: { course: { _id: string } }) => e.course._id)).toEqual([course.id]);
  });

  it('keeps the count exact when the same students enrol concurrently, twice each', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const students = await Promise.all(Array.from({ length: 8 }, () => newStudent()));
    const results = await Promise.all(
      [...students, ...students].map((s) =>
        api('/api/enrollments', { method: 'POST', token: s.token, body: { courseId: course.id } }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    expect(await storedEnrollmentCount(course.id)).toBe(8);
    const list = await api(`/api/enrollments/course/${course.id}?limit=100`, { token: instructor.token });
    expect(list.body.enrollments).toHaveLength(8);
  });

  it('keeps the count exact for 100 concurrent enrolments into one course', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const students = Array.from({ length: 100 }, (_, i) => ({
      id: `load-${randomUUID()}`,
      name: `Learner ${i}`,
      email: `load${i}@test.academy`,
    }));
    const outcomes = await Promise.all(students.map((s) => enrollFree(s, course)));
    expect(outcomes.filter((o) => o.created)).toHaveLength(100);
    expect(await storedEnrollmentCount(course.id)).toBe(100);
  });

  it('refuses a paid course without payment (402) and enrols nobody', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id, price: 4999 });
    const student = await newStudent();
    const res = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('This is a paid course: complete the payment to enrol');
    expect(await storedEnrollmentCount(course.id)).toBe(0);
    expect((await api('/api/enrollments/my-courses', { token: student.token })).body.enrollments).toEqual([]);
  });

  it('answers 404 for a draft or unknown course and 400 for a bad id', async () => {
    const draft = await storedCourse({ instructorId: instructor.user.id, isPublished: false });
    const student = await newStudent();
    for (const courseId of [draft.id, '01JNOSUCHCOURSE000000000000']) {
      const res = await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId } });
      expect(res.status).toBe(404);
    }
    const bad = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('shows a course’s students only to its instructor and admins', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const other = await signIn('instructor2@demo.academy');
    const admin = await signIn('admin@demo.academy');
    expect((await api(`/api/enrollments/course/${course.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/enrollments/course/${course.id}`, { token: admin.token })).status).toBe(200);
    const student = await newStudent();
    expect((await api(`/api/enrollments/course/${course.id}`, { token: student.token })).status).toBe(403);
  });
});

describe('progress', () => {
  it('computes the percentage on the server, keeps completion and watch time monotonic, and completes the course', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const course = await storedCourse({ instructorId: instructor.user.id }, 4);
    const [m1, m2, m3, m4] = course.id ? (await api(`/api/courses/${course.id}`)).body.course.modules : [];
    const student = await newStudent();
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    const post = (body: Record<string, unknown>) =>
      api('/api/enrollments/progress', {
        method: 'POST',
        token: student.token,
        body: { courseId: course.id, ...body },
      });

    const watching = await post({ moduleId: m1.id, watchTime: 120, position: 118 });
    expect(watching.body.enrollment).toMatchObject({ completionPercentage: 0, watchTime: 120 });
    expect(watching.body.enrollment.progress).toEqual([
      { moduleId: m1.id, completed: false, watchTime: 120, position: 118 },
    ]);

    const done = await post({ moduleId: m1.id, completed: true, watchTime: 600, position: 600 });
    expect(done.body.enrollment).toMatchObject({
      completionPercentage: 25,
      completedModules: 1,
      watchTime: 600,
    });
    const noRegress = await post({ moduleId: m1.id, completed: false, watchTime: 10, position: 5 });
    expect(noRegress.body.enrollment).toMatchObject({ completionPercentage: 25, watchTime: 600 });

    await Promise.all([m2, m3].map((m) => post({ moduleId: m.id, completed: true, watchTime: 60 })));
    const last = await post({ moduleId: m4.id, completed: true, watchTime: 60 });
    expect(last.body.enrollment).toMatchObject({
      completionPercentage: 100,
      completed: true,
      completedModules: 4,
      watchTime: 780,
    });
    expect(last.body.enrollment.completedAt).toEqual(expect.any(String));
  });

  it('refuses progress for a course the student is not enrolled in, or a module it does not have', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const course = await storedCourse({ instructorId: instructor.user.id }, 2);
    const moduleId = (await api(`/api/courses/${course.id}`)).body.course.modules[0].id;
    const student = await newStudent();
    const notEnrolled = await api('/api/enrollments/progress', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, moduleId, completed: true },
    });
    expect(notEnrolled).toEqual({ status: 404, body: { message: 'You are not enrolled in this course' } });
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    const wrongModule = await api('/api/enrollments/progress', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, moduleId: 'NOSUCHMODULE', completed: true },
    });
    expect(wrongModule.status).toBe(404);
    const negative = await api('/api/enrollments/progress', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id, moduleId, watchTime: -5 },
    });
    expect(negative.status).toBe(400);
  });
});

describe("the student's course list and one enrolment", () => {
  let instructor: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    instructor = await signIn('instructor@demo.academy');
  });

  type Row = { course: { _id: string }; enrolledAt: string; progress?: unknown };
  const page = (token: string, query = '') => api(`/api/enrollments/my-courses${query}`, { token });

  it('pages the enrolments newest first, each exactly once, without per-module progress', async () => {
    const courses = [];
    for (let i = 0; i < 5; i++) courses.push(await storedCourse({ instructorId: instructor.user.id }));
    const student = await newStudent();
    // One after another, so each enrolment is later than the one before.
    for (const course of courses) {
      await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    }
    const seen: Row[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await page(
        student.token,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      sizes.push(res.body.enrollments.length);
      seen.push(...res.body.enrollments);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen.map((e) => e.course._id)).toEqual(courses.map((c) => c.id).reverse());
    expect(seen.every((e) => !('progress' in e))).toBe(true);
    // The default page holds them all (20).
    const whole = await page(student.token);
    expect(whole.body.enrollments).toHaveLength(5);
    expect(whole.body.nextCursor).toBeNull();
  });

  it('refuses a forged cursor, another student’s cursor and a page size out of range (400)', async () => {
    const [a, b] = await Promise.all([newStudent(), newStudent()]);
    for (const student of [a, b]) {
      for (let i = 0; i < 2; i++) {
        const course = await storedCourse({ instructorId: instructor.user.id });
        await api('/api/enrollments', {
          method: 'POST',
          token: student.token,
          body: { courseId: course.id },
        });
      }
    }
    const cursorOfA = (await page(a.token, '?limit=1')).body.nextCursor as string;
    expect(cursorOfA).toEqual(expect.any(String));
    const stolen = await page(b.token, `?limit=1&cursor=${encodeURIComponent(cursorOfA)}`);
    expect(stolen).toEqual({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await page(a.token, '?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await page(a.token, '?limit=0')).status).toBe(400);
    expect((await page(a.token, '?limit=101')).status).toBe(400);
  });

  it('answers the caller’s own enrolment in a course with its progress, and 404 to anyone not enrolled', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id }, 2);
    const moduleId = (await api(`/api/courses/${course.id}`)).body.course.modules[0].id;
    const [owner, other] = await Promise.all([newStudent(), newStudent()]);
    await api('/api/enrollments', { method: 'POST', token: owner.token, body: { courseId: course.id } });
    await api('/api/enrollments/progress', {
      method: 'POST',
      token: owner.token,
      body: { courseId: course.id, moduleId, completed: true, watchTime: 90 },
    });
    const mine = await api(`/api/enrollments/my-courses/${course.id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.enrollment).toMatchObject({
      course: { _id: course.id },
      student: { _id: owner.user.id },
      completionPercentage: 50,
      progress: [{ moduleId, completed: true, watchTime: 90 }],
    });
    const notEnrolled = { status: 404, body: { message: 'You are not enrolled in this course' } };
    expect(await api(`/api/enrollments/my-courses/${course.id}`, { token: other.token })).toEqual(
      notEnrolled,
    );
    expect(
      await api(`/api/enrollments/my-courses/${randomUUID().replaceAll('-', '')}`, { token: owner.token }),
    ).toEqual(notEnrolled);
    expect((await api('/api/enrollments/my-courses/%20', { token: owner.token })).status).toBe(400);
    expect((await api(`/api/enrollments/my-courses/${course.id}`, { token: instructor.token })).status).toBe(
      403,
    );
  });
});

describe('the backfill of the student-list keys (infra/scripts/backfill-enrollment-index.ts)', () => {
  it('gives an enrolment stored without them its keys, once, so the course list shows it again', async () => {
    const { backfillEnrollmentIndex } = await import('../../infra/scripts/backfill-enrollment-index');
    const instructor = await signIn('instructor@demo.academy');
    const course = await storedCourse({ instructorId: instructor.user.id });
    const student = await newStudent();
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    // As an enrolment written before the keys existed.
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.enrollment(student.user.id, course.id),
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
      }),
    );
    const list = async () =>
      (await api('/api/enrollments/my-courses', { token: student.token })).body.enrollments.map(
        (e: { course: { _id: string } }) => e.course._id,
      );
    expect(await list()).toEqual([]);
    expect(await backfillEnrollmentIndex(db, 'academy')).toBeGreaterThanOrEqual(1);
    expect(await list()).toEqual([course.id]);
    expect(await backfillEnrollmentIndex(db, 'academy')).toBe(0);
  });
});
