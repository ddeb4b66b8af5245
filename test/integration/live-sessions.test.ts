import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  enrol,
  newInstructor,
  newStudent,
  type Session,
  type Student,
  signedInBeforeAll,
} from '../support/api';
import { storedCourse } from '../support/courses';
import { countRequests, partitionItems, storedNotifications, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { putNewUser } = await import('../../functions/src/users/repository');
const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
const { keys } = await import('../support/table-keys');
const { sendReminders, remindSession } = await import('../../functions/src/live-sessions/send-reminders');
const { studentSessions } = await import('../../functions/src/live-sessions/service');
const { putNewSession, getSession, updateSessionFields, setSessionStatus } = await import(
  '../../functions/src/live-sessions/repository'
);
const { sessionChangeJob } = await import('../../functions/src/live-sessions/service');
const { fanOutJobPut } = await import('../../functions/src/fan-outs/service');
const { resumeFanOuts } = await import('../../functions/src/fan-outs/resume-fan-outs');
const { backfillSessionIndex } = await import('../../infra/scripts/backfill-session-index');
const { backfillStudentFeeds } = await import('../../infra/scripts/backfill-student-feeds');
const db = testDb();

interface LiveSession {
  id: string;
  courseId: string;
  courseTitle: string;
  title: string;
  description: string;
  scheduledAt: string;
  duration: number;
  meetingLink: string;
  status: string;
  attendeeCount: number;
  joinedByMe: boolean;
}

const admin = signedInBeforeAll('admin@demo.academy');

const minutes = (n: number, from = Date.now()) => new Date(from + n * 60_000).toISOString();

const createSession = (token: string, courseId: string, body: Record<string, unknown>) =>
  api(`/api/live-sessions/course/${courseId}`, { method: 'POST', token, body });

async function schedule(token: string, courseId: string, extra: Record<string, unknown> = {}) {
  const res = await createSession(token, courseId, {
    title: 'Office hours',
    scheduledAt: minutes(24 * 60),
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.session as LiveSession;
}

const listCourse = (token: string, courseId: string) =>
  api(`/api/live-sessions/course/${courseId}`, { token });
const listMine = (token: string) => api('/api/live-sessions/my', { token });
const update = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/api/live-sessions/${id}`, { method: 'PUT', token, body });
const remove = (token: string, id: string) => api(`/api/live-sessions/${id}`, { method: 'DELETE', token });
const setStatus = (token: string, id: string, status: string) =>
  api(`/api/live-sessions/${id}/status`, { method: 'PUT', token, body: { status } });
const join = (token: string, id: string) => api(`/api/live-sessions/${id}/join`, { method: 'POST', token });

/** A user's notifications with one title and source. */
const notificationsOf = (userId: string, title: string, sourceId?: string) =>
  storedNotifications(userId, { title, sourceId });

/** A student's hour-before reminders of one session: its course's, naming the session (its sourceId is the course). */
const reminders = async (userId: string, session: { courseId: string; title: string }) =>
  (await notificationsOf(userId, 'Live session starting soon', session.courseId)).filter((n) =>
    n.message.startsWith(`${session.title} (`),
  );

/** A course with `n` students written straight through the domain functions (fast), and its instructor. */
async function courseWithStudents(instructorId: string, n: number, title = `Crowd ${ulid().slice(-6)}`) {
  const course = await storedCourse({ instructorId, title });
  const students = Array.from({ length: n }, (_, i) => ({
    id: ulid(),
    name: `Crowd Student ${i + 1}`,
    email: `crowd-${i + 1}-${ulid().toLowerCase()}@test.academy`,
  }));
  for (let i = 0; i < students.length; i += 20) {
    await Promise.all(
      students.slice(i, i + 20).map(async (s) => {
        await putNewUser({ ...s, role: 'student' });
        await enrollFree(s, course);
      }),
    );
  }
  return { courseId: course.id, students };
}

describe('live sessions: who may read and manage', () => {
  let instructor: Session;
  let other: Session;
  let courseId: string;
  let student: Student;
  let outsider: Student;
  let session: LiveSession;

  beforeAll(async () => {
    [instructor, other] = await Promise.all([
      newInstructor(admin.token, 'Kavya Rao'),
      newInstructor(admin.token, 'Other Teacher'),
    ]);
    courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Sessions Course' })).id;
    [student, outsider] = await Promise.all([newStudent('Rohan Das'), newStudent('Outside Person')]);
    await enrol(student.token, courseId);
    session = await schedule(instructor.token, courseId, { title: 'Kick-off' });
  });

  it('lets the enrolled student, the instructor and an admin list the course sessions', async () => {
    for (const [token, canManage] of [
      [student.token, false],
      [instructor.token, true],
      [admin.token, true],
    ] as const) {
      const res = await listCourse(token, courseId);
      expect(res.status).toBe(200);
      expect(res.body.canManage).toBe(canManage);
      expect(res.body.course).toEqual({ id: courseId, title: 'Sessions Course' });
      expect(res.body.sessions.map((s: LiveSession) => s.id)).toEqual([session.id]);
    }
    expect(session).toMatchObject({
      courseTitle: 'Sessions Course',
      status: 'scheduled',
      duration: 60,
      description: '',
      attendeeCount: 0,
      joinedByMe: false,
    });
    expect((await listCourse(student.token, ulid())).status).toBe(404);
  });

  it('refuses a student who is not enrolled: list and join (403)', async () => {
    for (const res of [await listCourse(outsider.token, courseId), await join(outsider.token, session.id)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not enrolled in this course');
    }
    expect((await listMine(outsider.token)).body.sessions).toEqual([]);
  });

  it('refuses another instructor: list, create, update, delete and status (403), changing nothing', async () => {
    const refused = [
      await listCourse(other.token, courseId),
      await createSession(other.token, courseId, {
        title: 'Mine now',
        scheduledAt: minutes(60),
        meetingLink: 'https://meet.example.com/x',
      }),
      await update(other.token, session.id, { title: 'Hijacked' }),
      await setStatus(other.token, session.id, 'cancelled'),
      await remove(other.token, session.id),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only manage your own courses');
    }
    const [after] = (await listCourse(instructor.token, courseId)).body.sessions;
    expect(after).toMatchObject({ id: session.id, title: 'Kick-off', status: 'scheduled' });
  });

  it('refuses a student the staff routes (403)', async () => {
    const refused = [
      await createSession(student.token, courseId, {
        title: 'Mine',
        scheduledAt: minutes(60),
        meetingLink: 'https://meet.example.com/x',
      }),
      await update(student.token, session.id, { title: 'Mine' }),
      await setStatus(student.token, session.id, 'live'),
      await remove(student.token, session.id),
    ];
    for (const res of refused) expect(res.status).toBe(403);
    expect((await join(instructor.token, session.id)).status).toBe(403);
  });

  it('lets an admin manage any course and the instructor delete', async () => {
    const extra = await schedule(admin.token, courseId, { title: 'Admin scheduled' });
    expect(extra.title).toBe('Admin scheduled');
    const changed = await update(admin.token, extra.id, { title: 'Admin renamed' });
    expect(changed.status).toBe(200);
    expect(changed.body.session.title).toBe('Admin renamed');
    const gone = await remove(instructor.token, extra.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true });
    expect((await remove(instructor.token, extra.id)).status).toBe(404);
    expect((await update(instructor.token, extra.id, { title: 'x' })).status).toBe(404);
    const ids = (await listCourse(instructor.token, courseId)).body.sessions.map((s: LiveSession) => s.id);
    expect(ids).toEqual([session.id]);
  });

  it("lists a student's and an instructor's sessions across courses", async () => {
    const mine = await listMine(student.token);
    expect(mine.status).toBe(200);
    expect(mine.body.courses).toEqual([{ id: courseId, title: 'Sessions Course' }]);
    expect(mine.body.sessions.map((s: LiveSession) => s.id)).toEqual([session.id]);
    const theirs = await listMine(instructor.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.sessions.map((s: LiveSession) => s.id)).toEqual([session.id]);
    expect((await listMine(other.token)).body.sessions).toEqual([]);
    expect((await listMine(admin.token)).status).toBe(403);
  });
});

describe('live sessions: the form', () => {
  let instructor: Session;
  let courseId: string;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Form Teacher');
    courseId = (await storedCourse({ instructorId: instructor.user.id })).id;
  });

  it('requires a title, a date-time start, duration ≥ 5 (default 60) and an https link', async () => {
    const base = { title: 'Q&A', scheduledAt: minutes(90), meetingLink: 'https://zoom.example.com/j/1' };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, title: '' }, 'title'],
      [{ ...base, title: undefined }, 'title'],
      [{ ...base, scheduledAt: 'tomorrow at noon' }, 'scheduledAt'],
      [{ ...base, scheduledAt: undefined }, 'scheduledAt'],
      [{ ...base, duration: 4 }, 'duration'],
      [{ ...base, meetingLink: 'http://zoom.example.com/j/1' }, 'meetingLink'],
      [{ ...base, meetingLink: 'javascript:alert(1)' }, 'meetingLink'],
      [{ ...base, meetingLink: '' }, 'meetingLink'],
    ];
    for (const [body, path] of bad) {
      const res = await createSession(instructor.token, courseId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const ok = await schedule(instructor.token, courseId, {
      ...base,
      scheduledAt: '2030-01-15T18:30:00+05:30',
      duration: 5,
    });
    expect(ok).toMatchObject({ duration: 5, scheduledAt: '2030-01-15T13:00:00.000Z' });
    const defaulted = await schedule(instructor.token, courseId, base);
    expect(defaulted.duration).toBe(60);
    const badUpdate = await update(instructor.token, ok.id, { meetingLink: 'ftp://x' });
    expect(badUpdate.status).toBe(400);
    expect((await update(instructor.token, ok.id, {})).status).toBe(400);
  });
});

describe('live sessions: status and joining', () => {
  let instructor: Session;
  let courseId: string;
  let student: Student;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Status Teacher');
    courseId = (await storedCourse({ instructorId: instructor.user.id })).id;
    student = await newStudent('Joiner');
    await enrol(student.token, courseId);
  });

  it('follows the transitions: nothing leaves completed or cancelled (409); the same status is a no-op', async () => {
    const a = await schedule(instructor.token, courseId, { title: 'A' });
    const live = await setStatus(instructor.token, a.id, 'live');
    expect(live.status).toBe(200);
    expect(live.body.session.status).toBe('live');
    expect((await setStatus(instructor.token, a.id, 'live')).status).toBe(200);
    const back = await setStatus(instructor.token, a.id, 'scheduled');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Cannot change a live session to scheduled.');
    expect((await setStatus(instructor.token, a.id, 'completed')).body.session.status).toBe('completed');
    for (const to of ['scheduled', 'live', 'cancelled']) {
      const res = await setStatus(instructor.token, a.id, to);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Cannot change a completed session to ${to}.`);
    }
    const edit = await update(instructor.token, a.id, { title: 'Too late' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('A completed or cancelled session cannot be changed.');

    const b = await schedule(instructor.token, courseId, { title: 'B' });
    expect((await setStatus(instructor.token, b.id, 'cancelled')).body.session.status).toBe('cancelled');
    for (const to of ['scheduled', 'live', 'completed']) {
      expect((await setStatus(instructor.token, b.id, to)).status).toBe(409);
    }
    expect((await update(instructor.token, b.id, { duration: 30 })).status).toBe(409);
  });

  it('records one attendance for two joins and answers the link each time', async () => {
    const s = await schedule(instructor.token, courseId, { title: 'Join me' });
    const first = await join(student.token, s.id);
    expect(first.status).toBe(200);
    expect(first.body.meetingLink).toBe('https://meet.example.com/abc-defg-hij');
    expect(first.body.session).toMatchObject({ attendeeCount: 1, joinedByMe: true });
    const again = await join(student.token, s.id);
    expect(again.status).toBe(200);
    expect(again.body.meetingLink).toBe(first.body.meetingLink);
    const listed = (await listCourse(student.token, courseId)).body.sessions.find(
      (x: LiveSession) => x.id === s.id,
    );
    expect(listed).toMatchObject({ attendeeCount: 1, joinedByMe: true });
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: 'academy',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)',
        ExpressionAttributeValues: { ':pk': keys.liveSession(s.id).PK, ':a': 'ATTENDEE#' },
        ConsistentRead: true,
      }),
    );
    expect(Items).toHaveLength(1);
    const mine = (await listMine(student.token)).body.sessions.find((x: LiveSession) => x.id === s.id);
    expect(mine.joinedByMe).toBe(true);
    // A live session may be joined; the instructor's view never says joined.
    await setStatus(instructor.token, s.id, 'live');
    expect((await join(student.token, s.id)).status).toBe(200);
    const staff = (await listCourse(instructor.token, courseId)).body.sessions.find(
      (x: LiveSession) => x.id === s.id,
    );
    expect(staff).toMatchObject({ attendeeCount: 1, joinedByMe: false, status: 'live' });
  });

  it('sorts live sessions first', async () => {
    const later = await schedule(instructor.token, courseId, {
      title: 'Later',
      scheduledAt: minutes(3 * 24 * 60),
    });
    await setStatus(instructor.token, later.id, 'live');
    const sessions = (await listCourse(student.token, courseId)).body.sessions as LiveSession[];
    const firstNotLive = sessions.findIndex((s) => s.status !== 'live');
    const lastLive = sessions.map((s) => s.status).lastIndexOf('live');
    expect(lastLive).toBeLessThan(firstNotLive);
    expect(sessions.some((s) => s.id === later.id && s.status === 'live')).toBe(true);
  });

  it('refuses joining a cancelled or completed session (409), counting nothing', async () => {
    const c = await schedule(instructor.token, courseId, { title: 'Cancelled one' });
    await setStatus(instructor.token, c.id, 'cancelled');
    const res = await join(student.token, c.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This session was cancelled.');
    const d = await schedule(instructor.token, courseId, { title: 'Done one' });
    await setStatus(instructor.token, d.id, 'completed');
    const ended = await join(student.token, d.id);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('This session has ended.');
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.liveSession(c.id), ConsistentRead: true }),
    );
    expect(Item?.attendeeCount ?? 0).toBe(0);
    expect((await join(student.token, ulid())).status).toBe(404);
  });
});

describe('live sessions: notifications and reminders', () => {
  let instructor: Session;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Reminder Teacher');
  });

  it('tells every enrolled student when a session is scheduled', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 3, 'Announce Course');
    const s = await schedule(instructor.token, courseId, {
      title: 'Deep dive',
      scheduledAt: '2030-03-01T05:30:00.000Z',
    });
    for (const student of students) {
      const found = await notificationsOf(student.id, 'New live session', courseId);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        type: 'live-session',
        message: 'Deep dive (Announce Course) is scheduled for 1 Mar 2030, 11:00 am IST.',
      });
    }
    expect(s.status).toBe('scheduled');
  });

  it('tells no one of a session recorded after its start (a past one)', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 2, 'Recorded Course');
    const s = await schedule(instructor.token, courseId, { title: 'Yesterday', scheduledAt: minutes(-1440) });
    expect(s.title).toBe('Yesterday');
    for (const student of students) {
      expect(await notificationsOf(student.id, 'New live session', courseId)).toHaveLength(0);
    }
  });

  it('a reminder run twice sends one reminder per student', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 4);
    const s = await schedule(instructor.token, courseId, { title: 'Soon', scheduledAt: minutes(20) });
    await sendReminders({ now: new Date() });
    await sendReminders({ now: new Date() });
    for (const student of students) {
      const found = await reminders(student.id, s);
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toMatch(/^Soon \(Crowd \w+\) starts at .* IST\.$/);
    }
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.liveSession(s.id), ConsistentRead: true }),
    );
    expect(Item?.reminderSentFor).toBe(s.scheduledAt);
  });

  it('a rescheduled session reminds at the new time only', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 2);
    const s = await schedule(instructor.token, courseId, { title: 'Moving', scheduledAt: minutes(25) });
    await sendReminders({ now: new Date() });
    expect(await reminders(students[0]!.id, s)).toHaveLength(1);
    // Moved to tomorrow: not due now, and the old reminder is not sent again.
    const moved = await update(instructor.token, s.id, { scheduledAt: minutes(24 * 60) });
    expect(moved.status).toBe(200);
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.liveSession(s.id), ConsistentRead: true }),
    );
    expect(Item?.reminderSentFor).toBeUndefined();
    expect(Item?.GSI3SK).toBe(`${moved.body.session.scheduledAt}#${s.id}`);
    await sendReminders({ now: new Date() });
    expect(await reminders(students[0]!.id, s)).toHaveLength(1);
    // A run a day later (within the hour before the new start) reminds again, once.
    const later = new Date(Date.now() + 24 * 60 * 60_000 - 30 * 60_000);
    await sendReminders({ now: later });
    await sendReminders({ now: later });
    for (const student of students) {
      const found = await reminders(student.id, s);
      expect(found).toHaveLength(2);
    }
  });

  it('a cancelled session is never reminded (nor a live one)', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 2);
    const c = await schedule(instructor.token, courseId, { title: 'Off', scheduledAt: minutes(15) });
    const l = await schedule(instructor.token, courseId, { title: 'On air', scheduledAt: minutes(10) });
    await setStatus(instructor.token, c.id, 'cancelled');
    await setStatus(instructor.token, l.id, 'live');
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.liveSession(c.id), ConsistentRead: true }),
    );
    expect(Item?.GSI3PK).toBeUndefined();
    await sendReminders({ now: new Date() });
    expect((await remindSession(c.id)).outcome).toBe('skipped');
    for (const student of students) {
      expect(await reminders(student.id, c)).toHaveLength(0);
      expect(await reminders(student.id, l)).toHaveLength(0);
    }
  });

  it('a run out of time stops after a page and the next resumes from its cursor, without duplicates', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 60);
    const s = await schedule(instructor.token, courseId, { title: 'Crowded', scheduledAt: minutes(40) });
    // Pages of 30: two groups of a transaction each (25 + 5), sent at once, both counted.
    const first = await remindSession(s.id, { budgetMs: 1, pageSize: 30 });
    expect(first).toMatchObject({ outcome: 'out-of-time', pages: 1, notified: 30, reminded: 0 });
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.liveSession(s.id), ConsistentRead: true }),
    );
    expect(Item?.reminderCursor?.at).toBe(s.scheduledAt);
    expect(Item?.reminderSentFor).toBeUndefined();
    const second = await remindSession(s.id, { budgetMs: 1, pageSize: 30 });
    expect(second).toMatchObject({ outcome: 'done', pages: 1, notified: 30, reminded: 1 });
    expect(await remindSession(s.id, { pageSize: 30 })).toMatchObject({ outcome: 'done', notified: 0 });
    await sendReminders({ now: new Date() });
    const counts = await Promise.all(students.map(async (st) => (await reminders(st.id, s)).length));
    expect(counts.every((n) => n === 1)).toBe(true);
  });
});

describe('live sessions: students hear of a new time or a cancellation (issue 33, item 9)', () => {
  let instructor: Session;

  const RESCHEDULED = 'Live session rescheduled';
  const CANCELLED = 'Live session cancelled';
  /** Every notification of a user about live sessions but the 'New live session' ones, by title. */
  const changesTold = async (userId: string) => [
    ...(await notificationsOf(userId, RESCHEDULED)),
    ...(await notificationsOf(userId, CANCELLED)),
  ];
  /** Each student was told of one change of the course's sessions, and of no other. */
  const expectToldOnce = async (
    students: readonly { id: string }[],
    title: string,
    sourceId: string,
    message: string,
  ) => {
    for (const student of students) {
      const told = await changesTold(student.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ type: 'live-session', title, sourceId, message });
    }
  };
  const jobExists = async (kind: string, id: string) =>
    (
      await db.send(
        new GetCommand({ TableName: 'academy', Key: keys.fanOutJob(kind, id), ConsistentRead: true }),
      )
    ).Item !== undefined;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Change Teacher');
  });

  it('a new start time tells each enrolled student once, not other courses’ students; a retry, or an edit of anything else, tells nobody again; a second move is news again', async () => {
    // Arrange
    const { courseId, students } = await courseWithStudents(instructor.user.id, 3, 'Moving Course');
    const { students: others } = await courseWithStudents(instructor.user.id, 2, 'Other Course');
    const s = await schedule(instructor.token, courseId, {
      title: 'Recursion',
      scheduledAt: '2030-03-01T05:30:00.000Z',
    });

    // Act
    const moved = await update(instructor.token, s.id, { scheduledAt: '2030-03-02T11:00:00+05:30' });
    const retried = await update(instructor.token, s.id, { scheduledAt: '2030-03-02T05:30:00.000Z' });
    const retitled = await update(instructor.token, s.id, { title: 'Recursion, part 1' });

    // Assert
    expect([moved.status, retried.status, retitled.status]).toEqual([200, 200, 200]);
    expect(moved.body.session.scheduledAt).toBe('2030-03-02T05:30:00.000Z');
    await expectToldOnce(
      students,
      RESCHEDULED,
      courseId,
      'Recursion (Moving Course) moved from 1 Mar 2030, 11:00 am IST to 2 Mar 2030, 11:00 am IST.',
    );
    for (const other of others) expect(await changesTold(other.id)).toHaveLength(0);
    expect(await changesTold(instructor.user.id)).toHaveLength(0);

    // A second reschedule is a new event: each student hears of it too (once), with the title as it is now.
    await update(instructor.token, s.id, { scheduledAt: '2030-03-03T05:30:00.000Z' });
    for (const student of students) {
      const told = await notificationsOf(student.id, RESCHEDULED, courseId);
      expect(told.map((n) => n.message).sort()).toEqual([
        'Recursion (Moving Course) moved from 1 Mar 2030, 11:00 am IST to 2 Mar 2030, 11:00 am IST.',
        'Recursion, part 1 (Moving Course) moved from 2 Mar 2030, 11:00 am IST to 3 Mar 2030, 11:00 am IST.',
      ]);
    }
    const jobs = await db.send(
      new QueryCommand({
        TableName: 'academy',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': 'FANOUTS', ':sk': `session-change#${s.id}` },
        ConsistentRead: true,
      }),
    );
    expect(jobs.Items, 'the requests finished their fan-outs').toEqual([]);
  });

  it('a cancellation tells each enrolled student once; cancelling again (a retry) tells nobody again', async () => {
    // Arrange
    const { courseId, students } = await courseWithStudents(instructor.user.id, 3, 'Cancel Course');
    const { students: others } = await courseWithStudents(instructor.user.id, 1, 'Untouched Course');
    const s = await schedule(instructor.token, courseId, {
      title: 'Graphs',
      scheduledAt: '2030-04-10T09:00:00.000Z',
    });

    // Act
    const first = await setStatus(instructor.token, s.id, 'cancelled');
    const again = await setStatus(instructor.token, s.id, 'cancelled');

    // Assert
    expect([first.status, again.status]).toEqual([200, 200]);
    await expectToldOnce(
      students,
      CANCELLED,
      courseId,
      'Graphs (Cancel Course), 10 Apr 2030, 2:30 pm IST, is cancelled.',
    );
    for (const other of others) expect(await changesTold(other.id)).toHaveLength(0);
    expect(await jobExists('session-change', `${s.id}#cancelled`)).toBe(false);
  });

  it('going live or completing, and changes of a session already over, tell nobody', async () => {
    const { courseId, students } = await courseWithStudents(instructor.user.id, 2, 'Quiet Course');
    const live = await schedule(instructor.token, courseId, { title: 'On air', scheduledAt: minutes(5) });
    const past = await schedule(instructor.token, courseId, {
      title: 'Last week',
      scheduledAt: minutes(-7 * 1440),
    });
    const over = await schedule(instructor.token, courseId, {
      title: 'Yesterday',
      scheduledAt: minutes(-1440),
    });

    expect((await setStatus(instructor.token, live.id, 'live')).status).toBe(200);
    expect((await setStatus(instructor.token, live.id, 'completed')).status).toBe(200);
    // A past session's start corrected (both times gone), and one cancelled after its end.
    expect((await update(instructor.token, past.id, { scheduledAt: minutes(-6 * 1440) })).status).toBe(200);
    expect((await setStatus(instructor.token, over.id, 'cancelled')).status).toBe(200);

    for (const student of students) expect(await changesTold(student.id)).toHaveLength(0);
  });

  it('a change whose request stopped after its transaction is told by the scheduled resumeFanOuts, once each, also when a page is written again', async () => {
    // Arrange: as update-session and set-session-status store a change with its job, and no fan-out run.
    const { courseId, students } = await courseWithStudents(instructor.user.id, 3, 'Resumed Course');
    const { students: others } = await courseWithStudents(instructor.user.id, 1, 'Bystander Course');
    const moving = await schedule(instructor.token, courseId, {
      title: 'Moved',
      scheduledAt: '2030-05-01T04:30:00.000Z',
    });
    const dropping = await schedule(instructor.token, courseId, {
      title: 'Dropped',
      scheduledAt: '2030-05-02T04:30:00.000Z',
    });
    const now = new Date().toISOString();
    const read = (await getSession(moving.id))!;
    const to = '2030-05-01T06:30:00.000Z';
    const moveJob = sessionChangeJob(read, {
      kind: 'rescheduled',
      id: ulid(),
      at: now,
      from: read.scheduledAt,
      to,
    });
    expect(await updateSessionFields(read, { scheduledAt: to }, now, [fanOutJobPut(moveJob)])).toBeDefined();
    const readDropping = (await getSession(dropping.id))!;
    const cancelJob = sessionChangeJob(readDropping, {
      kind: 'cancelled',
      id: 'cancelled',
      at: now,
      scheduledAt: readDropping.scheduledAt,
    });
    expect(await setSessionStatus(readDropping, 'cancelled', now, [fanOutJobPut(cancelJob)])).toMatchObject({
      status: 'cancelled',
    });
    for (const student of students) expect(await changesTold(student.id)).toHaveLength(0);

    // Act
    await resumeFanOuts({ minAgeMs: 0 });
    // The same pages written again (an overlapping run, a retry of the schedule) tell nobody twice.
    await db.send(
      new TransactWriteCommand({ TransactItems: [fanOutJobPut(moveJob), fanOutJobPut(cancelJob)] as never }),
    );
    await resumeFanOuts({ minAgeMs: 0 });

    // Assert
    expect(await jobExists('session-change', moveJob.id)).toBe(false);
    expect(await jobExists('session-change', cancelJob.id)).toBe(false);
    for (const student of students) {
      const told = await changesTold(student.id);
      expect(told.map((n) => n.message).sort()).toEqual([
        'Dropped (Resumed Course), 2 May 2030, 10:00 am IST, is cancelled.',
        'Moved (Resumed Course) moved from 1 May 2030, 10:00 am IST to 1 May 2030, 12:00 pm IST.',
      ]);
    }
    for (const other of others) expect(await changesTold(other.id)).toHaveLength(0);
  });
});

describe('instructor dashboard: upcoming sessions', () => {
  it('shows the next 5 scheduled or live sessions, soonest first', async () => {
    const instructor = await newInstructor(admin.token, 'Dashboard Teacher');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Dash' })).id;
    const made: LiveSession[] = [];
    for (const [i, at] of [5, 1, 7, 3, 2, 6, 4].entries()) {
      made.push(
        await schedule(instructor.token, courseId, { title: `S${i}`, scheduledAt: minutes(at * 24 * 60) }),
      );
    }
    await setStatus(instructor.token, made[1]!.id, 'cancelled');
    const past = await schedule(instructor.token, courseId, { title: 'Past', scheduledAt: minutes(-300) });
    expect(past.status).toBe('scheduled');
    const res = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(res.status).toBe(200);
    const titles = res.body.upcomingSessions.map((s: { title: string }) => s.title);
    // 2 days (S4), 3 (S3), 4 (S6), 5 (S0), 6 (S5); the 1-day one is cancelled, the past one is over.
    expect(titles).toEqual(['S4', 'S3', 'S6', 'S0', 'S5']);
    expect(res.body.upcomingSessions[0]).toMatchObject({
      courseId,
      courseTitle: 'Dash',
      status: 'scheduled',
    });
  });
});

describe("a student's sessions across courses (AP52: the student's session feed)", () => {
  const idSet = async (courseId: string) => {
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.courseSessions(courseId), ConsistentRead: true }),
    );
    return [...((Item?.sessionIds as Set<string> | undefined) ?? [])].sort();
  };
  const feedOf = async (studentId: string) =>
    (await partitionItems(keys.sessionFeedEntry(studentId, '').PK)).map((i) => String(i.sessionId)).sort();

  it('reads 12 courses in three requests, and shows every session of them and no other', async () => {
    const instructor = await newInstructor(admin.token, 'Many Courses Teacher');
    const student = await newStudent('Many Courses Student');
    const courseIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = (await storedCourse({ instructorId: instructor.user.id, title: `Many ${i}` })).id;
      await enrol(student.token, id);
      courseIds.push(id);
    }
    const notMine = (await storedCourse({ instructorId: instructor.user.id, title: 'Not mine' })).id;
    const made: LiveSession[] = [];
    for (const [i, courseId] of courseIds.entries())
      made.push(
        await schedule(instructor.token, courseId, { title: `Many S${i}`, scheduledAt: minutes(60 + i) }),
      );
    made.push(
      await schedule(instructor.token, courseIds[0]!, { title: 'Many extra', scheduledAt: minutes(30) }),
    );
    const elsewhere = await schedule(instructor.token, notMine, { title: 'Not for you' });

    expect(await idSet(courseIds[0]!)).toEqual([made[0]!.id, made[12]!.id].sort());
    expect(await feedOf(student.user.id)).toEqual(made.map((s) => s.id).sort());
    // The feed (one Query), then the 13 sessions and the attendance (one BatchGet each): 3, whatever the
    // number of courses (it was 13 with a Query per course, then 3 that grew with the courses' items).
    const { result: listed, requests } = await countRequests(() => studentSessions(student.user.id));
    expect(requests).toBe(3);
    expect(listed.sessions.map((s) => s.title)).toEqual([
      'Many extra',
      ...made.slice(0, 12).map((s) => s.title),
    ]);
    expect(listed.courses.map((c) => c.title)).toEqual([...courseIds.keys()].map((i) => `Many ${i}`).sort());

    const res = await listMine(student.token);
    expect(res.status).toBe(200);
    const ids = res.body.sessions.map((s: LiveSession) => s.id);
    expect(ids).toHaveLength(13);
    expect(ids).not.toContain(elsewhere.id);
  });

  it('a student who enrols later finds the course sessions so far, past ones too, and only theirs', async () => {
    const instructor = await newInstructor(admin.token, 'Late Teacher');
    const early = await newStudent('Early Student');
    const late = await newStudent('Late Student');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Late' })).id;
    const other = (await storedCourse({ instructorId: instructor.user.id, title: 'Other' })).id;
    await enrol(early.token, courseId);
    const past = await schedule(instructor.token, courseId, {
      title: 'Held',
      scheduledAt: minutes(-2 * 1440),
    });
    const next = await schedule(instructor.token, courseId, { title: 'Next' });
    await schedule(instructor.token, other, { title: 'Elsewhere' });
    // The session recorded after its start reaches the enrolled student's list, though no one is told of it.
    expect((await listMine(early.token)).body.sessions.map((s: LiveSession) => s.title)).toEqual([
      'Held',
      'Next',
    ]);
    expect((await listMine(late.token)).body).toEqual({ courses: [], sessions: [] });

    await enrol(late.token, courseId);
    const listed = (await listMine(late.token)).body;
    expect(listed.sessions.map((s: LiveSession) => s.id)).toEqual([past.id, next.id]);
    expect(listed.courses).toEqual([{ id: courseId, title: 'Late' }]);
    // Enrolling again answers the enrolment and writes the same entries again: nothing doubles.
    expect(
      (await api('/api/enrollments', { method: 'POST', token: late.token, body: { courseId } })).status,
    ).toBe(200);
    expect(await feedOf(late.user.id)).toEqual([next.id, past.id].sort());
    // And a session scheduled after the enrolment reaches them through the fan-out.
    const later = await schedule(instructor.token, courseId, {
      title: 'Later',
      scheduledAt: minutes(2 * 1440),
    });
    expect((await listMine(late.token)).body.sessions.map((s: LiveSession) => s.id)).toEqual([
      past.id,
      next.id,
      later.id,
    ]);
    // Joining shows on their list, from their attendance, and not on the other student's.
    expect((await join(late.token, next.id)).status).toBe(200);
    const joined = (list: LiveSession[]) => list.filter((s) => s.joinedByMe).map((s) => s.id);
    expect(joined((await listMine(late.token)).body.sessions)).toEqual([next.id]);
    expect(joined((await listMine(early.token)).body.sessions)).toEqual([]);
  });

  it("copies at most the newest 100 of a course with more sessions into a new student's feed", async () => {
    const instructor = await newInstructor(admin.token, 'Busy Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Busy' });
    const made: string[] = [];
    for (let i = 0; i < 103; i++) {
      const id = ulid();
      made.push(id);
      const at = minutes(24 * 60 + i);
      await putNewSession({
        id,
        courseId: course.id,
        courseTitle: course.title,
        instructorId: instructor.user.id,
        instructor: { name: 'Busy Teacher' },
        title: `Busy ${i}`,
        description: '',
        scheduledAt: at,
        duration: 60,
        meetingLink: 'https://meet.example.com/busy',
        status: 'scheduled',
        attendeeCount: 0,
        createdAt: at,
        updatedAt: at,
      });
    }
    const student = await newStudent('Busy Student');
    await enrol(student.token, course.id);
    expect(await feedOf(student.user.id)).toEqual(made.sort().slice(-100));
    expect((await listMine(student.token)).body.sessions).toHaveLength(100);
  });

  it('keeps the set in step: a deleted session leaves it and the list; a new start time changes neither', async () => {
    const instructor = await newInstructor(admin.token, 'Set Teacher');
    const student = await newStudent('Set Student');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Set' })).id;
    await enrol(student.token, courseId);
    const [a, b] = [await schedule(instructor.token, courseId), await schedule(instructor.token, courseId)];
    expect(await idSet(courseId)).toEqual([a!.id, b!.id].sort());

    expect((await update(instructor.token, a!.id, { scheduledAt: minutes(3 * 24 * 60) })).status).toBe(200);
    expect((await setStatus(instructor.token, a!.id, 'live')).status).toBe(200);
    expect(await idSet(courseId)).toEqual([a!.id, b!.id].sort());
    const live = (await listMine(student.token)).body.sessions as LiveSession[];
    expect(live.map((s) => [s.id, s.status])).toEqual([
      [a!.id, 'live'],
      [b!.id, 'scheduled'],
    ]);

    expect((await remove(instructor.token, b!.id)).status).toBe(200);
    expect(await idSet(courseId)).toEqual([a!.id]);
    expect((await listMine(student.token)).body.sessions.map((s: LiveSession) => s.id)).toEqual([a!.id]);
    expect((await remove(instructor.token, a!.id)).status).toBe(200);
    expect(await idSet(courseId)).toEqual([]);
    expect((await listMine(student.token)).body.sessions).toEqual([]);
  });

  it('the backfills (infra/scripts/backfill-session-index.ts, then backfill-student-feeds.ts) bring an older session back to the list, once', async () => {
    const instructor = await newInstructor(admin.token, 'Backfill Teacher');
    const student = await newStudent('Backfill Student');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Old' })).id;
    await enrol(student.token, courseId);
    const old = await schedule(instructor.token, courseId, { title: 'Stored before the sets' });
    // As a session written before the sets and the feeds existed.
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.courseSessions(courseId),
        UpdateExpression: 'DELETE sessionIds :id',
        ExpressionAttributeValues: { ':id': new Set([old.id]) },
      }),
    );
    await db.send(
      new DeleteCommand({ TableName: 'academy', Key: keys.sessionFeedEntry(student.user.id, old.id) }),
    );
    expect((await listMine(student.token)).body.sessions).toEqual([]);
    expect((await listCourse(student.token, courseId)).body.sessions.map((s: LiveSession) => s.id)).toEqual([
      old.id,
    ]);
    expect(await backfillSessionIndex(db, 'academy')).toBeGreaterThanOrEqual(1);
    expect(await idSet(courseId)).toEqual([old.id]);
    expect(await backfillStudentFeeds(db, 'academy')).toBeGreaterThanOrEqual(1);
    expect((await listMine(student.token)).body.sessions.map((s: LiveSession) => s.id)).toEqual([old.id]);
    await backfillSessionIndex(db, 'academy');
    await backfillStudentFeeds(db, 'academy');
    expect(await idSet(courseId)).toEqual([old.id]);
    expect(await feedOf(student.user.id)).toEqual([old.id]);
  });
});
