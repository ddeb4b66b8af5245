import type { CourseStudent } from '@academy/shared/features/students/schemas';
import { describe, expect, it } from 'vitest';
import { api, enrol, newStudent, signedInBeforeAll } from '../support/api';
import { makeCourse } from '../support/builders';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');

/** A student as GET /api/instructor/students lists them. */
type Listed = CourseStudent;

const studentsOf = (courseId: string, token: string, extra = '') =>
  api(`/api/instructor/students?course=${courseId}${extra}`, { token });

/** The listed student with this id (the answer must be a 200 with them in it). */
async function listed(courseId: string, token: string, studentId: string): Promise<Listed> {
  const res = await studentsOf(courseId, token);
  expect(res.status).toBe(200);
  const found = (res.body.students as Listed[]).find((s) => s._id === studentId);
  expect(found, `student ${studentId} is listed`).toBeDefined();
  return found!;
}

const progress = async (token: string, body: Record<string, unknown>) => {
  const res = await api('/api/enrollments/progress', { method: 'POST', token, body });
  expect(res.status).toBe(200);
};

const createAssignment = async (token: string, courseId: string, title: string) => {
  const res = await api('/api/assignments', {
    method: 'POST',
    token,
    body: {
      course: courseId,
      title,
      description: 'Build it and explain your choices.',
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      maxPoints: 50,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.assignment ?? res.body) as { _id: string };
};

const submit = async (token: string, assignmentId: string, content: string) => {
  const res = await api(`/api/assignments/${assignmentId}/submit`, {
    method: 'POST',
    token,
    body: { content },
  });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
};

/** Timestamps of two writes made one after the other differ by at least a millisecond. */
const tick = () => new Promise((r) => setTimeout(r, 5));

const instructor = signedInBeforeAll('instructor@demo.academy');
const otherInstructor = signedInBeforeAll('instructor2@demo.academy');
const admin = signedInBeforeAll('admin@demo.academy');

describe('who may list a course’s students', () => {
  it('the course’s instructor and an admin; another instructor gets 403, a student 403, a missing course 404', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const student = await newStudent('Kavya Menon');
    await enrol(student.token, course.id);

    const own = await studentsOf(course.id, instructor.token);
    expect(own.status).toBe(200);
    expect(own.body.course).toEqual({ id: course.id, title: course.title });
    expect(own.body.students.map((s: Listed) => s._id)).toEqual([student.user.id]);

    const byAdmin = await studentsOf(course.id, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.students.map((s: Listed) => s._id)).toEqual([student.user.id]);

    const byOther = await studentsOf(course.id, otherInstructor.token);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('You can only manage your own courses');
    expect(byOther.body.students).toBeUndefined();

    const byStudent = await studentsOf(course.id, student.token);
    expect(byStudent.status).toBe(403);
    expect(byStudent.body.students).toBeUndefined();

    const anonymous = await api(`/api/instructor/students?course=${course.id}`);
    expect(anonymous.status).toBe(401);

    const missing = await studentsOf('C0000000000000000000000000', instructor.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course not found');

    const noCourse = await api('/api/instructor/students', { token: instructor.token });
    expect(noCourse.status).toBe(400);
  });
});

describe('the figures on each card', () => {
  it('completion, watch time in seconds, completed, submitted out of the current total, last activity', async () => {
    const draft = makeCourse({ instructorId: instructor.user.id }, 4);
    const course = await createCourse(draft);
    const [m1, m2, m3, m4] = draft.modules.map((m) => m.id) as [string, string, string, string];
    const asha = await newStudent('Asha Rao');
    const dev = await newStudent('Dev Sharma');
    const ashaEnrollment = await enrol(asha.token, course.id);
    await enrol(dev.token, course.id);

    // Just enrolled: nothing done yet, last active when they enrolled.
    const fresh = await listed(course.id, instructor.token, asha.user.id);
    expect(fresh).toMatchObject({
      name: 'Asha Rao',
      email: asha.email,
      completionPercentage: 0,
      completed: false,
      watchTime: 0,
      submittedAssignments: 0,
      enrolledAt: ashaEnrollment.enrolledAt,
      lastActivityAt: ashaEnrollment.enrolledAt,
    });

    // Progress: Asha completes one module of four and watches 4000 s + 3300 s (2 h 1 min 40 s).
    await tick();
    await progress(asha.token, { courseId: course.id, moduleId: m1, completed: true, watchTime: 4000 });
    await progress(asha.token, { courseId: course.id, moduleId: m2, watchTime: 3300 });
    const afterProgress = await listed(course.id, instructor.token, asha.user.id);
    expect(afterProgress).toMatchObject({ completionPercentage: 25, completed: false, watchTime: 7300 });
    expect(afterProgress.lastActivityAt > fresh.lastActivityAt).toBe(true);

    // Dev completes every module.
    for (const moduleId of [m1, m2, m3, m4]) {
      await progress(dev.token, { courseId: course.id, moduleId, completed: true, watchTime: 600 });
    }
    expect(await listed(course.id, instructor.token, dev.user.id)).toMatchObject({
      completionPercentage: 100,
      completed: true,
      watchTime: 2400,
    });

    // Two assignments; Asha submits both, Dev the first.
    const first = await createAssignment(instructor.token, course.id, 'Landing page');
    const second = await createAssignment(instructor.token, course.id, 'Accessible form');
    const beforeSubmit = await listed(course.id, instructor.token, asha.user.id);
    await tick();
    await submit(asha.token, first._id, 'https://example.com/asha/landing');
    const afterSubmit = await listed(course.id, instructor.token, asha.user.id);
    expect(afterSubmit.lastActivityAt > beforeSubmit.lastActivityAt).toBe(true);
    await submit(asha.token, second._id, 'https://example.com/asha/form');
    await submit(dev.token, first._id, 'https://example.com/dev/landing');

    let page = await studentsOf(course.id, instructor.token);
    expect(page.body.totalAssignments).toBe(2);
    const submitted = (body: { students: Listed[] }) =>
      Object.fromEntries(body.students.map((s) => [s._id, s.submittedAssignments]));
    expect(submitted(page.body)).toEqual({ [asha.user.id]: 2, [dev.user.id]: 1 });

    // Resubmitting the same assignment counts it once.
    await submit(asha.token, second._id, 'https://example.com/asha/form-v2');
    page = await studentsOf(course.id, instructor.token);
    expect(submitted(page.body)).toEqual({ [asha.user.id]: 2, [dev.user.id]: 1 });

    // A deleted assignment no longer counts, in the total nor in what was submitted.
    const deleted = await api(`/api/assignments/${first._id}`, { method: 'DELETE', token: instructor.token });
    expect([200, 204]).toContain(deleted.status);
    page = await studentsOf(course.id, instructor.token);
    expect(page.body.totalAssignments).toBe(1);
    expect(submitted(page.body)).toEqual({ [asha.user.id]: 1, [dev.user.id]: 0 });
  });
});

describe('who is listed', () => {
  it('only users whose role is student, in enrolment order, a page at a time', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const first = await newStudent('First Student');
    await enrol(first.token, course.id);
    // The API lets only students enrol; an enrolment of another instructor (written as an older release or
    // a data fix might have) and of an id with no user at all must still stay off the page.
    await enrollFree(
      { id: otherInstructor.user.id, name: otherInstructor.user.name, email: 'instructor2@demo.academy' },
      course,
    );
    await enrollFree({ id: 'NO-SUCH-USER-0001', name: 'Ghost', email: 'ghost@test.academy' }, course);
    const second = await newStudent('Second Student');
    await enrol(second.token, course.id);

    const all = await studentsOf(course.id, instructor.token);
    expect(all.status).toBe(200);
    expect(all.body.students.map((s: Listed) => s._id)).toEqual([first.user.id, second.user.id]);
    expect(all.body.nextCursor).toBeNull();

    // Pages of two enrolments: the instructor's enrolment is read but not shown.
    const one = await studentsOf(course.id, instructor.token, '&limit=2');
    expect(one.body.students.map((s: Listed) => s._id)).toEqual([first.user.id]);
    expect(one.body.nextCursor).toEqual(expect.any(String));
    const two = await studentsOf(
      course.id,
      instructor.token,
      `&limit=2&cursor=${encodeURIComponent(one.body.nextCursor)}`,
    );
    expect(two.body.students.map((s: Listed) => s._id)).toEqual([second.user.id]);
    expect(two.body.nextCursor).toBeNull();

    const badCursor = await studentsOf(course.id, instructor.token, '&cursor=not-a-cursor');
    expect(badCursor.status).toBe(400);
  });
});
