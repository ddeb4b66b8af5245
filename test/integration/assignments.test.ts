import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, enrol, newInstructor, newStudent, type Session, signedInBeforeAll } from '../support/api';
import { makeCourse } from '../support/builders';
import { storedCourse } from '../support/courses';
import { countRequests, storedNotifications, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { keys } = await import('../support/table-keys');
const { fanOutJobPut, runFanOut } = await import('../../functions/src/fan-outs/service');
const { resumeFanOuts } = await import('../../functions/src/fan-outs/resume-fan-outs');
const { createAssignment, getAssignmentSet, newSubmissionWrites, transact } = await import(
  '../../functions/src/assignments/repository'
);
const { listRecentSubmissionsForInstructor, resumeAssignmentFanOut } = await import(
  '../../functions/src/assignments/service'
);
const db = testDb();

const admin = signedInBeforeAll('admin@demo.academy');

const assignmentBody = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  course: courseId,
  title: 'Build a landing page',
  description: 'A responsive landing page.',
  instructions: 'Use semantic HTML.',
  dueDate: '2030-01-31T18:30:00+05:30',
  maxPoints: 20,
  ...overrides,
});

async function create(token: string, courseId: string, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/assignments', {
    method: 'POST',
    token,
    body: assignmentBody(courseId, overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.assignment as { id: string; maxPoints: number; title: string; moduleId: string | null };
}

const submit = (token: string, assignmentId: string, content: string) =>
  api(`/api/assignments/${assignmentId}/submit`, { method: 'POST', token, body: { content } });

const grade = (token: string, assignmentId: string, body: Record<string, unknown>) =>
  api(`/api/assignments/${assignmentId}/grade`, { method: 'POST', token, body });

const staffList = async (token: string, courseId: string) => {
  const res = await api(`/api/assignments/course/${courseId}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.view).toBe('staff');
  return res.body.assignments as { id: string; submittedCount: number; gradedCount: number }[];
};

const countsOf = async (token: string, courseId: string, assignmentId: string) => {
  const found = (await staffList(token, courseId)).find((a) => a.id === assignmentId);
  return { submitted: found?.submittedCount, graded: found?.gradedCount };
};

/** The 'assignment' notifications a user holds about one course. */
const assignmentNotifications = (userId: string, courseId: string) =>
  storedNotifications(userId, { sourceId: courseId, type: 'assignment' });

describe('assignment form validation', () => {
  let instructor: Session;
  let courseId: string;
  let firstModuleId: string;
  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Valida Rao');
    const made = makeCourse({ instructorId: instructor.user.id });
    courseId = (await createCourse(made)).id;
    firstModuleId = made.modules.find((m) => m.order === 1)!.id;
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: undefined }, 'title'],
    [{ description: '   ' }, 'description'],
    [{ description: undefined }, 'description'],
    [{ maxPoints: 0 }, 'maxPoints'],
    [{ dueDate: 'next friday' }, 'dueDate'],
    [{ dueDate: undefined }, 'dueDate'],
  ])('refuses %j with a 400 naming the field', async (overrides, field) => {
    const res = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: assignmentBody(courseId, overrides),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    expect(await staffList(instructor.token, courseId)).toEqual([]);
  });

  it('defaults maxPoints to 100, instructions to empty and the module to the first one', async () => {
    const res = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: {
        course: courseId,
        title: 'Defaults',
        description: 'Only the required fields.',
        dueDate: '2030-02-01T10:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.assignment).toMatchObject({
      maxPoints: 100,
      instructions: '',
      moduleId: firstModuleId,
      courseId,
      submittedCount: 0,
      gradedCount: 0,
      dueDate: '2030-02-01T10:00:00.000Z',
    });
    const other = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: assignmentBody(courseId, { module: 'MNOTINTHISCOURSE' }),
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('module: The module does not belong to this course');
  });

  it('updates only the fields named and refuses an empty update', async () => {
    const a = await create(instructor.token, courseId);
    const res = await api(`/api/assignments/${a.id}`, {
      method: 'PUT',
      token: instructor.token,
      body: { title: 'Renamed', maxPoints: 50 },
    });
    expect(res.status).toBe(200);
    expect(res.body.assignment).toMatchObject({
      title: 'Renamed',
      maxPoints: 50,
      description: 'A responsive landing page.',
    });
    const empty = await api(`/api/assignments/${a.id}`, { method: 'PUT', token: instructor.token, body: {} });
    expect(empty.status).toBe(400);
    expect(typeof empty.body.message).toBe('string');
  });
});

describe('assignments: access, submissions and grading', () => {
  let instructor: Session;
  let otherInstructor: Session;
  let courseId: string;
  let student: Awaited<ReturnType<typeof newStudent>>;
  let classmate: Awaited<ReturnType<typeof newStudent>>;
  let outsider: Awaited<ReturnType<typeof newStudent>>;

  beforeAll(async () => {
    [instructor, otherInstructor] = await Promise.all([
      newInstructor(admin.token, 'Asha Verma'),
      newInstructor(admin.token, 'Other Teacher'),
    ]);
    courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Web Basics' })).id;
    [student, classmate, outsider] = await Promise.all([
      newStudent('Ravi Kumar'),
      newStudent('Sita Devi'),
      newStudent('Outside Person'),
    ]);
    await enrol(student.token, courseId);
    await enrol(classmate.token, courseId);
  });

  it('a student who is not enrolled can neither see nor submit', async () => {
    const a = await create(instructor.token, courseId);
    const seen = await api(`/api/assignments/course/${courseId}`, { token: outsider.token });
    expect(seen.status).toBe(403);
    expect(seen.body.message).toBe('You are not enrolled in this course');
    const sent = await submit(outsider.token, a.id, 'let me in');
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe('You are not enrolled in this course');
    expect(await countsOf(instructor.token, courseId, a.id)).toEqual({ submitted: 0, graded: 0 });
    const stored = await db.send(
      new GetCommand({
        TableName: 'academy',
        Key: keys.submission(a.id, outsider.user.id),
        ConsistentRead: true,
      }),
    );
    expect(stored.Item).toBeUndefined();
  });

  it("another course's instructor cannot create, update, grade, delete or list submissions", async () => {
    const a = await create(instructor.token, courseId);
    expect((await submit(student.token, a.id, 'my work')).status).toBe(200);
    const attempts = await Promise.all([
      api('/api/assignments', {
        method: 'POST',
        token: otherInstructor.token,
        body: assignmentBody(courseId),
      }),
      api(`/api/assignments/${a.id}`, {
        method: 'PUT',
        token: otherInstructor.token,
        body: { title: 'Mine now' },
      }),
      grade(otherInstructor.token, a.id, { studentId: student.user.id, grade: 1, feedback: '' }),
      api(`/api/assignments/${a.id}`, { method: 'DELETE', token: otherInstructor.token }),
      api(`/api/assignments/${a.id}/submissions`, { token: otherInstructor.token }),
      api(`/api/assignments/course/${courseId}`, { token: otherInstructor.token }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only manage your own courses');
    }
    // Nothing changed: one assignment more than before (the own one), its title, no grade.
    const list = await api(`/api/assignments/${a.id}/submissions`, { token: instructor.token });
    expect(list.body.assignment.title).toBe('Build a landing page');
    expect(list.body.submissions.map((s: { grade: number | null }) => s.grade)).toEqual([null]);
    // A student may not use the staff routes either.
    expect((await api(`/api/assignments/${a.id}/submissions`, { token: student.token })).status).toBe(403);
    // An unknown assignment is 404.
    expect((await submit(student.token, 'ANUNKNOWNASSIGNMENT', 'x')).status).toBe(404);
  });

  it('submits, notifies the instructor, replaces before grading, refuses after; grading notifies the student', async () => {
    const a = await create(instructor.token, courseId, { title: 'Essay' });
    const first = await submit(student.token, a.id, 'First draft');
    expect(first.status).toBe(200);
    expect(first.body.submission).toMatchObject({
      assignmentId: a.id,
      courseId,
      student: { _id: student.user.id, name: 'Ravi Kumar' },
      content: 'First draft',
      grade: null,
      status: 'submitted',
    });
    expect(first.body.assignment).toMatchObject({ id: a.id, submissionStatus: 'submitted' });
    expect(await countsOf(instructor.token, courseId, a.id)).toEqual({ submitted: 1, graded: 0 });
    expect(await assignmentNotifications(instructor.user.id, courseId)).toContainEqual(
      expect.objectContaining({
        title: 'New submission',
        message: 'Ravi Kumar submitted Essay in Web Basics.',
      }),
    );

    // The same text again changes nothing; new text replaces it, counted once, no second notification.
    expect((await submit(student.token, a.id, 'First draft')).body.submission.content).toBe('First draft');
    const replaced = await submit(student.token, a.id, 'Final draft');
    expect(replaced.status).toBe(200);
    expect(replaced.body.submission.content).toBe('Final draft');
    expect(await countsOf(instructor.token, courseId, a.id)).toEqual({ submitted: 1, graded: 0 });
    const aboutEssay = (await assignmentNotifications(instructor.user.id, courseId)).filter((n) =>
      n.message.includes('Essay'),
    );
    expect(aboutEssay).toHaveLength(1);

    // Grade, with feedback; the student is told.
    const graded = await grade(instructor.token, a.id, {
      studentId: student.user.id,
      grade: 18,
      feedback: 'Well argued',
    });
    expect(graded.status).toBe(200);
    expect(graded.body.submission).toMatchObject({
      grade: 18,
      feedback: 'Well argued',
      status: 'graded',
      content: 'Final draft',
    });
    expect(graded.body.assignment).toMatchObject({ submittedCount: 1, gradedCount: 1 });
    expect(await assignmentNotifications(student.user.id, courseId)).toContainEqual(
      expect.objectContaining({ title: 'Assignment graded', message: 'Essay: 18/20' }),
    );

    // After grading the text can no longer change.
    const late = await submit(student.token, a.id, 'Sneaky edit');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This assignment has been graded; your submission can no longer be changed.',
    );

    // A regrade replaces the grade, counts nothing more and notifies again.
    const regraded = await grade(instructor.token, a.id, {
      studentId: student.user.id,
      grade: 19,
      feedback: 'Even better',
    });
    expect(regraded.status).toBe(200);
    expect(await countsOf(instructor.token, courseId, a.id)).toEqual({ submitted: 1, graded: 1 });
    const told = (await assignmentNotifications(student.user.id, courseId)).filter(
      (n) => n.title === 'Assignment graded',
    );
    expect(told.map((n) => n.message).sort()).toEqual(['Essay: 18/20', 'Essay: 19/20']);

    // The student's own reading shows the grade and feedback.
    const mine = await api(`/api/assignments/course/${courseId}`, { token: student.token });
    expect(mine.status).toBe(200);
    expect(mine.body.view).toBe('student');
    expect(mine.body.assignments.find((x: { id: string }) => x.id === a.id)).toMatchObject({
      submissionStatus: 'graded',
      submission: { grade: 19, feedback: 'Even better', content: 'Final draft' },
    });
  });

  it('refuses a grade above max points, a negative one, and grading a student who has not submitted', async () => {
    const a = await create(instructor.token, courseId, { maxPoints: 10 });
    expect((await submit(student.token, a.id, 'Work')).status).toBe(200);
    const over = await grade(instructor.token, a.id, { studentId: student.user.id, grade: 11, feedback: '' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Grade must be between 0 and 10');
    const negative = await grade(instructor.token, a.id, {
      studentId: student.user.id,
      grade: -1,
      feedback: '',
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('grade: Grade cannot be negative');
    const absent = await grade(instructor.token, a.id, {
      studentId: classmate.user.id,
      grade: 5,
      feedback: '',
    });
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe('This student has not submitted this assignment');
    expect(await countsOf(instructor.token, courseId, a.id)).toEqual({ submitted: 1, graded: 0 });
    const list = await api(`/api/assignments/${a.id}/submissions`, { token: instructor.token });
    expect(list.body.submissions).toEqual([expect.objectContaining({ grade: null, status: 'submitted' })]);
    // The boundaries themselves are fine.
    expect(
      (await grade(instructor.token, a.id, { studentId: student.user.id, grade: 10, feedback: '' })).status,
    ).toBe(200);
    expect(
      (await grade(instructor.token, a.id, { studentId: student.user.id, grade: 0, feedback: '' })).status,
    ).toBe(200);
  });

  it("a student never sees another student's submission or grade", async () => {
    const a = await create(instructor.token, courseId, { title: 'Private work' });
    expect((await submit(student.token, a.id, 'Ravi secret answer')).status).toBe(200);
    expect(
      (
        await grade(instructor.token, a.id, {
          studentId: student.user.id,
          grade: 17,
          feedback: 'For Ravi only',
        })
      ).status,
    ).toBe(200);
    const course = await api(`/api/assignments/course/${courseId}`, { token: classmate.token });
    const mine = await api('/api/assignments/my', { token: classmate.token });
    for (const body of [course.body, mine.body]) {
      const found = body.assignments.find((x: { id: string }) => x.id === a.id);
      expect(found).toMatchObject({ submissionStatus: 'pending', submission: null });
      expect(found.submittedCount).toBeUndefined();
      expect(found.gradedCount).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain('Ravi secret answer');
      expect(JSON.stringify(body)).not.toContain('For Ravi only');
    }
    // The classmate's own submission answer carries only their own work.
    const own = await submit(classmate.token, a.id, 'Sita answer');
    expect(own.body.submission.student._id).toBe(classmate.user.id);
    expect(JSON.stringify(own.body)).not.toContain('Ravi');
  });

  it('20 concurrent submissions from one student leave one submission, counted and notified once', async () => {
    const a = await create(instructor.token, courseId, { title: 'Race' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(classmate.token, a.id, i % 2 ? 'Answer A' : 'Answer B')),
    );
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await api(`/api/assignments/${a.id}/submissions`, { token: instructor.token });
    expect(list.body.submissions).toHaveLength(1);
    expect(['Answer A', 'Answer B']).toContain(list.body.submissions[0].content);
    expect(list.body.assignment).toMatchObject({ submittedCount: 1, gradedCount: 0 });
    const aboutRace = (await assignmentNotifications(instructor.user.id, courseId)).filter((n) =>
      n.message.includes('Race'),
    );
    expect(aboutRace).toHaveLength(1);
  });

  it('delete removes the assignment and its submissions', async () => {
    const a = await create(instructor.token, courseId, { title: 'Doomed' });
    expect((await submit(student.token, a.id, 'x')).status).toBe(200);
    expect((await submit(classmate.token, a.id, 'y')).status).toBe(200);
    const res = await api(`/api/assignments/${a.id}`, { method: 'DELETE', token: instructor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await staffList(instructor.token, courseId)).map((x) => x.id)).not.toContain(a.id);
    for (const key of [
      keys.assignment(a.id),
      keys.submission(a.id, student.user.id),
      keys.submission(a.id, classmate.user.id),
    ]) {
      const { Item } = await db.send(
        new GetCommand({ TableName: 'academy', Key: key, ConsistentRead: true }),
      );
      expect(Item).toBeUndefined();
    }
    expect(
      (await api(`/api/assignments/${a.id}`, { method: 'DELETE', token: instructor.token })).status,
    ).toBe(404);
    expect((await submit(student.token, a.id, 'again')).status).toBe(404);
    const mine = await api('/api/assignments/my', { token: student.token });
    expect(mine.body.assignments.map((x: { id: string }) => x.id)).not.toContain(a.id);
  });

  it('an admin may manage and grade any course', async () => {
    const a = await create(admin.token, courseId, { title: 'Admin made' });
    expect((await submit(student.token, a.id, 'for the admin')).status).toBe(200);
    expect(
      (await grade(admin.token, a.id, { studentId: student.user.id, grade: 3, feedback: '' })).status,
    ).toBe(200);
    expect((await api(`/api/assignments/${a.id}`, { method: 'DELETE', token: admin.token })).status).toBe(
      200,
    );
  });
});

describe('lists', () => {
  it("the student's all-courses list spans every enrolled course, ordered by due date, with their own status", async () => {
    const instructor = await newInstructor(admin.token, 'Multi Course');
    const [c1, c2, c3] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'Course One' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Course Two' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Not Enrolled' }),
    ]);
    const student = await newStudent('Wide Learner');
    await enrol(student.token, c1.id);
    await enrol(student.token, c2.id);
    const late = await create(instructor.token, c1.id, { title: 'Late', dueDate: '2031-01-01T00:00:00Z' });
    const early = await create(instructor.token, c2.id, { title: 'Early', dueDate: '2030-06-01T00:00:00Z' });
    await create(instructor.token, c3.id, { title: 'Hidden' });
    expect((await submit(student.token, early.id, 'done early')).status).toBe(200);

    const res = await api('/api/assignments/my', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.courses).toHaveLength(2);
    expect(res.body.courses).toEqual(
      expect.arrayContaining([
        { id: c1.id, title: 'Course One' },
        { id: c2.id, title: 'Course Two' },
      ]),
    );
    expect(
      res.body.assignments.map((x: { title: string; courseTitle: string; submissionStatus: string }) => [
        x.title,
        x.courseTitle,
        x.submissionStatus,
      ]),
    ).toEqual([
      ['Early', 'Course Two', 'submitted'],
      ['Late', 'Course One', 'pending'],
    ]);
    expect(late.id).toBeTruthy();
  });

  it("a student who enrols later finds the course's assignments; courses without any are not listed", async () => {
    const instructor = await newInstructor(admin.token, 'Feed Teacher');
    const [withWork, without] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'With Work' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Without Work' }),
    ]);
    const before = await create(instructor.token, withWork.id, { title: 'Set before' });
    const student = await newStudent('Later Learner');
    expect((await api('/api/assignments/my', { token: student.token })).body).toEqual({
      courses: [],
      assignments: [],
    });
    await enrol(student.token, withWork.id);
    await enrol(student.token, without.id);
    const titles = async () =>
      (await api('/api/assignments/my', { token: student.token })).body.assignments.map(
        (x: { title: string }) => x.title,
      );
    expect(await titles()).toEqual(['Set before']);
    expect((await api('/api/assignments/my', { token: student.token })).body.courses).toEqual([
      { id: withWork.id, title: 'With Work' },
    ]);
    // The course without assignments joins the list with its first one, through the creation's fan-out.
    const first = await create(instructor.token, without.id, {
      title: 'First of its course',
      dueDate: '2031-06-01T00:00:00Z',
    });
    expect(await titles()).toEqual(['Set before', 'First of its course']);
    // A deleted assignment leaves the list; its course stays in the feed and lists what is left (nothing).
    expect(
      (await api(`/api/assignments/${first.id}`, { method: 'DELETE', token: instructor.token })).status,
    ).toBe(200);
    expect(await titles()).toEqual(['Set before']);
    expect(before.id).toBeTruthy();
  });

  it('lists an assignment’s submissions in pages with a cursor, newest first in each page', async () => {
    const instructor = await newInstructor(admin.token, 'Paging Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id });
    const a = await create(instructor.token, course.id);
    const students = await Promise.all(Array.from({ length: 5 }, (_, i) => newStudent(`Pager ${i}`)));
    for (const s of students) {
      await enrol(s.token, course.id);
      expect((await submit(s.token, a.id, `work of ${s.user.id}`)).status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await api(`/api/assignments/${a.id}/submissions${query}`, { token: instructor.token });
      expect(page.status).toBe(200);
      expect(page.body.submissions.length).toBeLessThanOrEqual(2);
      expect(page.body.assignment.submittedCount).toBe(5);
      const times = page.body.submissions.map((s: { submittedAt: string }) => s.submittedAt);
      expect([...times].sort().reverse()).toEqual(times);
      seen.push(...page.body.submissions.map((s: { student: { _id: string } }) => s.student._id));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(students.map((s) => s.user.id).sort());
    const bad = await api(`/api/assignments/${a.id}/submissions?cursor=not-a-cursor`, {
      token: instructor.token,
    });
    expect(bad.status).toBe(400);
  });

  it("the instructor dashboard lists the newest submissions to the instructor's assignments", async () => {
    const instructor = await newInstructor(admin.token, 'Dash Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Dash Course' });
    const a = await create(instructor.token, course.id, { title: 'Dash Work', maxPoints: 30 });
    const [s1, s2] = await Promise.all([newStudent('Dash One'), newStudent('Dash Two')]);
    await enrol(s1.token, course.id);
    await enrol(s2.token, course.id);
    expect((await submit(s1.token, a.id, 'one')).status).toBe(200);
    expect((await submit(s2.token, a.id, 'two')).status).toBe(200);
    expect(
      (await grade(instructor.token, a.id, { studentId: s1.user.id, grade: 25, feedback: '' })).status,
    ).toBe(200);
    const res = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(res.status).toBe(200);
    expect(res.body.recentSubmissions).toEqual([
      expect.objectContaining({
        assignmentId: a.id,
        assignmentTitle: 'Dash Work',
        courseTitle: 'Dash Course',
        student: expect.objectContaining({ _id: s2.user.id, name: 'Dash Two' }),
        grade: null,
        maxPoints: 30,
      }),
      expect.objectContaining({ student: expect.objectContaining({ _id: s1.user.id }), grade: 25 }),
    ]);
  });
});

describe('the instructor dashboard reads the assignment details copied on submissions (issue 35 item 2)', () => {
  const update = (token: string, assignmentId: string, body: Record<string, unknown>) =>
    api(`/api/assignments/${assignmentId}`, { method: 'PUT', token, body });

  /** A new instructor's course with one assignment and these students enrolled. */
  async function courseWithAssignment(teacher: string, names: string[]) {
    const instructor = await newInstructor(admin.token, teacher);
    const course = await storedCourse({ instructorId: instructor.user.id, title: `${teacher} Course` });
    const a = await create(instructor.token, course.id, { title: 'First title', maxPoints: 10 });
    const students = await Promise.all(names.map((name) => newStudent(name)));
    for (const s of students) await enrol(s.token, course.id);
    return { instructor, course, a, students };
  }

  const storedCopies = async (assignmentId: string, studentIds: string[]) =>
    Promise.all(
      studentIds.map(async (studentId) => {
        const { Item } = await db.send(
          new GetCommand({
            TableName: 'academy',
            Key: keys.submission(assignmentId, studentId),
            ConsistentRead: true,
          }),
        );
        return { title: Item?.assignmentTitle, points: Item?.maxPoints };
      }),
    );

  it('answers from one Query, shows a renamed assignment’s new title and points, and reads the sets only for older submissions', async () => {
    // Arrange: two submissions, then the instructor renames the assignment and raises its points
    const { instructor, a, students } = await courseWithAssignment('Copy Teacher', ['Copy One', 'Copy Two']);
    for (const s of students) expect((await submit(s.token, a.id, `work of ${s.user.id}`)).status).toBe(200);
    expect((await update(instructor.token, a.id, { title: 'Second title', maxPoints: 40 })).status).toBe(200);

    // Act
    const { result, ops } = await countRequests(() =>
      listRecentSubmissionsForInstructor(instructor.user.id, 6),
    );

    // Assert: the copies were rewritten, and the dashboard read them with its one Query
    expect(ops).toEqual(['Query']);
    expect(result.map((r) => [r.assignmentTitle, r.maxPoints])).toEqual([
      ['Second title', 40],
      ['Second title', 40],
    ]);
    const res = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(res.body.recentSubmissions.map((r: { assignmentTitle: string }) => r.assignmentTitle)).toEqual([
      'Second title',
      'Second title',
    ]);

    // A submission stored before the copies existed takes them from the course's set (one BatchGet more)
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.submission(a.id, students[0]!.user.id),
        UpdateExpression: 'REMOVE assignmentTitle, maxPoints, detailsVersion',
      }),
    );
    const older = await countRequests(() => listRecentSubmissionsForInstructor(instructor.user.id, 6));
    expect(older.ops).toEqual(['Query', 'BatchGetItem']);
    expect(older.result.map((r) => [r.assignmentTitle, r.maxPoints])).toEqual([
      ['Second title', 40],
      ['Second title', 40],
    ]);
  });

  it('refuses a submit that read the assignment before a rename, and takes one that read it after', async () => {
    // Arrange: a student's submission as the handler builds it from the set it read, then a rename commits
    const { instructor, course, a, students } = await courseWithAssignment('Guard Teacher', ['Guard One']);
    const student = students[0]!;
    const read = await getAssignmentSet(course.id);
    const record = (detailsVersion: number, assignmentTitle: string) => ({
      assignmentId: a.id,
      courseId: course.id,
      instructorId: instructor.user.id,
      studentId: student.user.id,
      student: { name: 'Guard One', email: student.email },
      courseTitle: course.title,
      assignmentTitle,
      maxPoints: 10,
      detailsVersion,
      content: 'work',
      submittedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      gradeVersion: 0,
    });
    expect((await update(instructor.token, a.id, { title: 'Renamed' })).status).toBe(200);

    // Act + Assert: the stale read's transaction is refused on the pointer; a fresh read's goes through
    const stale = await transact(newSubmissionWrites(record(read.version, 'First title'))).catch((e) => e);
    expect(stale?.CancellationReasons?.map((r: { Code: string }) => r.Code)).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);
    const fresh = await getAssignmentSet(course.id);
    await transact(newSubmissionWrites(record(fresh.version, 'Renamed')));
    expect(await storedCopies(a.id, [student.user.id])).toEqual([{ title: 'Renamed', points: 10 }]);
  });

  it('leaves no submission with an older title when renames race submissions', async () => {
    // Arrange: eight students, and the titles the instructor moves through
    const { instructor, a, students } = await courseWithAssignment(
      'Race Teacher',
      Array.from({ length: 8 }, (_, i) => `Racer ${i + 1}`),
    );
    const titles = ['Title A', 'Title B', 'Title C', 'Title D'];

    // Act: every student submits (and half of them replace it) while the renames run one after another
    const renames = (async () => {
      for (const [i, title] of titles.entries())
        expect((await update(instructor.token, a.id, { title, maxPoints: 10 + i })).status).toBe(200);
    })();
    const submits = students.map(async (s, i) => {
      expect((await submit(s.token, a.id, `first of ${i}`)).status).toBe(200);
      if (i % 2 === 0) expect((await submit(s.token, a.id, `second of ${i}`)).status).toBe(200);
    });
    await Promise.all([renames, ...submits]);

    // Assert: every copy holds the last title and points
    const copies = await storedCopies(
      a.id,
      students.map((s) => s.user.id),
    );
    expect(copies).toEqual(students.map(() => ({ title: 'Title D', points: 13 })));
  });
});

describe('a new assignment tells the course’s enrolled students (issue 33 item 9)', () => {
  /** A new instructor's course, and new students of these names enrolled in it. */
  const courseWithStudents = async (teacher: string, title: string, names: string[]) => {
    const instructor = await newInstructor(admin.token, teacher);
    const course = await storedCourse({ instructorId: instructor.user.id, title });
    const students = await Promise.all(names.map((name) => newStudent(name)));
    for (const s of students) await enrol(s.token, course.id);
    return { instructor, course, students };
  };

  /** The fan-out job of a new assignment of the course, as a request stores it beside the assignment. */
  const assignmentJob = (course: { id: string; title: string }) => ({
    kind: 'assignment' as const,
    id: ulid(),
    courseId: course.id,
    payload: { courseTitle: course.title },
    createdAt: new Date().toISOString(),
  });

  /** The 'New assignment' notifications a user holds. */
  const newAssignmentNotices = async (userId: string, courseId: string) =>
    (await assignmentNotifications(userId, courseId)).filter((n) => n.title === 'New assignment');

  it('tells each enrolled student once, linking to the course, and nobody else', async () => {
    // Arrange: three students in the course, one outside it
    const { instructor, course, students } = await courseWithStudents('Notice Teacher', 'Notice Course', [
      'Told One',
      'Told Two',
      'Told Three',
    ]);
    const outsider = await newStudent('Not Told');

    // Act
    const a = await create(instructor.token, course.id, {
      title: 'Essay on Tagore',
      dueDate: '2030-01-31T18:30:00+05:30',
    });

    // Assert
    for (const s of students) {
      expect(await newAssignmentNotices(s.user.id, course.id)).toEqual([
        expect.objectContaining({
          type: 'assignment',
          title: 'New assignment',
          message: 'Essay on Tagore (Notice Course) is due 31 Jan 2030, 6:30 pm IST.',
          sourceId: course.id,
        }),
      ]);
      const unread = await api('/api/notifications/unread-count', { token: s.token });
      expect(unread.body.byType.assignment).toBe(1);
    }
    expect(await newAssignmentNotices(outsider.user.id, course.id)).toEqual([]);
    expect(await newAssignmentNotices(instructor.user.id, course.id)).toEqual([]);
    expect(a.id).toBeTruthy();
  });

  it('tells nobody twice when the fan-out is resumed by the schedule or a page runs again', async () => {
    // Arrange: an assignment stored with its job, as a request that stopped right after its transaction leaves it
    const { course, students } = await courseWithStudents('Resume Teacher', 'Resumed Course', [
      'Resumed One',
      'Resumed Two',
      'Resumed Three',
    ]);
    const job = assignmentJob(course);
    const { id, createdAt: now } = job;
    const record = {
      id,
      moduleId: null,
      title: 'Left behind',
      description: 'd',
      instructions: '',
      dueDate: '2031-01-01T00:00:00.000Z',
      maxPoints: 10,
      createdAt: now,
      updatedAt: now,
    };
    await createAssignment(course.id, await getAssignmentSet(course.id), [record], id, [fanOutJobPut(job)]);
    for (const s of students) expect(await newAssignmentNotices(s.user.id, course.id)).toEqual([]);

    // Act: the scheduled run finishes it; then the same pages run again (an overlapping run, a retried page)
    await resumeFanOuts({ minAgeMs: 0 });
    const onPage = await resumeAssignmentFanOut(job);
    await runFanOut(job, onPage, { pageSize: 2 });
    await db.send(new TransactWriteCommand({ TransactItems: [fanOutJobPut(job)] as never }));
    await resumeFanOuts({ minAgeMs: 0 });

    // Assert: each student told exactly once, with the assignment's own time
    for (const s of students) {
      const told = await newAssignmentNotices(s.user.id, course.id);
      expect(told).toEqual([
        expect.objectContaining({ message: 'Left behind (Resumed Course) is due 1 Jan 2031, 5:30 am IST.' }),
      ]);
      const unread = await api('/api/notifications/unread-count', { token: s.token });
      expect(unread.body.byType.assignment).toBe(1);
    }
  });

  it('tells nobody of an assignment deleted before its resumed fan-out ran', async () => {
    const { course, students } = await courseWithStudents('Gone Teacher', 'Gone Course', ['Never Told']);
    const student = students[0]!;
    const job = assignmentJob(course);
    const onPage = await resumeAssignmentFanOut(job);
    await onPage([student.user.id]);
    expect(await newAssignmentNotices(student.user.id, course.id)).toEqual([]);
  });
});
