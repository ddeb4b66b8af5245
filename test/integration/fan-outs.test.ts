import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newInstructor, scheduleSession, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { partitionItems, testDb, useLocalStackEnv } from '../support/db';

/**
 * W30: a fan-out (a new session, assignment or forum post reaching every enrolled student) is a job stored with
 * what fans out; the request runs it, and the scheduled resumeFanOuts finishes one a request left behind. Here
 * the jobs are written as a request that stopped right after its transaction would leave them.
 */

useLocalStackEnv();
const { putNewUser } = await import('../../functions/src/users/repository');
const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
const { listCourseStudentIds } = await import('../../functions/src/enrollments/service');
const { keys } = await import('../support/table-keys');
const { putNewSession, deleteSession } = await import('../../functions/src/live-sessions/repository');
const { fanOutJobPut, runFanOut } = await import('../../functions/src/fan-outs/service');
const { resumeSessionFanOut } = await import('../../functions/src/live-sessions/service');
const { listFanOutJobs } = await import('../../functions/src/fan-outs/repository');
const { resumeFanOuts } = await import('../../functions/src/fan-outs/resume-fan-outs');
const { createAssignment, getAssignmentSet } = await import('../../functions/src/assignments/repository');
const forums = await import('../../functions/src/forums/repository');
const db = testDb();

type FanOutJob = Parameters<typeof fanOutJobPut>[0];

let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  admin = await signIn('admin@demo.academy');
});

/** A course with `n` students enrolled through the domain functions, oldest enrolment first. */
async function courseWithStudents(n: number) {
  const instructor = await newInstructor(admin.token, 'Fan-out Teacher');
  const course = await storedCourse({ instructorId: instructor.user.id, title: `Fan ${ulid().slice(-5)}` });
  const students = [];
  for (let i = 0; i < n; i++) {
    const s = {
      id: ulid(),
      name: `Fan Student ${i}`,
      email: `fan-${i}-${ulid().toLowerCase()}@test.academy`,
    };
    await putNewUser({ ...s, role: 'student' });
    await enrollFree(s, course);
    students.push(s);
  }
  return { instructor, course, students };
}

const inSessionFeed = async (studentId: string, sessionId: string) =>
  (await partitionItems(keys.sessionFeedEntry(studentId, '').PK)).some((i) => i.sessionId === sessionId);
/** How many 'New live session' notifications a (fresh) student has. */
const toldOf = async (studentId: string) =>
  (await partitionItems(keys.user(studentId).PK)).filter(
    (i) => i.entity === 'notification' && i.title === 'New live session',
  ).length;
const jobExists = async (job: Pick<FanOutJob, 'kind' | 'id'>) =>
  (
    await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.fanOutJob(job.kind, job.id), ConsistentRead: true }),
    )
  ).Item !== undefined;

/** A session stored with its job, as AP54 stores it, and no fan-out run (the request stopped there). */
async function sessionLeftBehind(course: { id: string; title: string; instructorId: string }, tell = true) {
  const now = new Date().toISOString();
  const session = {
    id: ulid(),
    courseId: course.id,
    courseTitle: course.title,
    instructorId: course.instructorId,
    instructor: { name: 'Fan-out Teacher' },
    title: 'Left behind',
    description: '',
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    duration: 60,
    meetingLink: 'https://meet.example.com/left',
    status: 'scheduled' as const,
    attendeeCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const job: FanOutJob = {
    kind: 'session',
    id: session.id,
    courseId: course.id,
    payload: { tell },
    createdAt: now,
  };
  await putNewSession(session, [fanOutJobPut(job)]);
  return { session, job };
}

describe('fan-out jobs (W30)', () => {
  it('a request that runs its fan-out leaves no job behind: a new session, a new assignment and a new post', async () => {
    const { instructor, course, students } = await courseWithStudents(2);
    const made = await scheduleSession(instructor.token, course.id, {
      title: 'Done at once',
      meetingLink: 'https://meet.example.com/x',
    });
    expect(made.status).toBe(201);
    expect(await jobExists({ kind: 'session', id: made.body.session.id })).toBe(false);
    for (const s of students) expect(await inSessionFeed(s.id, made.body.session.id)).toBe(true);
    const assignment = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: {
        course: course.id,
        title: 'Done at once',
        description: 'd',
        instructions: 'i',
        dueDate: '2031-01-01T00:00:00Z',
        maxPoints: 10,
      },
    });
    expect(assignment.status, JSON.stringify(assignment.body)).toBe(201);
    expect(
      await jobExists({
        kind: 'assignment',
        id: assignment.body.assignment._id ?? assignment.body.assignment.id,
      }),
    ).toBe(false);
    const discussion = await api('/api/forums', {
      method: 'POST',
      token: instructor.token,
      body: { course: course.id, title: 'Done at once', content: 'c' },
    });
    expect(discussion.status, JSON.stringify(discussion.body)).toBe(201);
    expect(await jobExists({ kind: 'post', id: discussion.body.post.id })).toBe(false);
    for (const s of students)
      expect(
        (await partitionItems(keys.forumFeedEntry(s.id, '').PK)).map((i) => i.postId),
        'the post is in every student’s forum feed',
      ).toEqual([discussion.body.post.id]);
  });

  it('the scheduled run finishes a session left behind: listed and told once each, the job gone', async () => {
    const { course, students } = await courseWithStudents(3);
    const { session, job } = await sessionLeftBehind(course);
    for (const s of students) expect(await inSessionFeed(s.id, session.id)).toBe(false);
    expect((await listFanOutJobs(100)).map((j) => j.id)).toContain(session.id);
    // Too young: its request may still be running it.
    await resumeFanOuts({});
    expect(await jobExists(job)).toBe(true);

    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    for (const s of students) {
      expect(await inSessionFeed(s.id, session.id)).toBe(true);
      expect(await toldOf(s.id)).toBe(1);
    }
    // The same pages written again (an overlapping run, a retry) tell nobody twice.
    await db.send(new TransactWriteCommand({ TransactItems: [fanOutJobPut(job)] as never }));
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    for (const s of students) expect(await toldOf(s.id)).toBe(1);
  });

  it('goes on from the saved cursor, page by page across runs that run out of time', async () => {
    const { course, students } = await courseWithStudents(5);
    const { session, job } = await sessionLeftBehind(course, false);
    // The request wrote the first two students' page and saved the cursor, then stopped.
    const firstPage = await listCourseStudentIds(course.id, 2);
    const { saveFanOutCursor } = await import('../../functions/src/fan-outs/repository');
    await saveFanOutCursor(job, firstPage.nextCursor!);
    // A run with no time left does one page (two students) and keeps the cursor. (runFanOut itself, which
    // resumeFanOuts runs for each job, so that other tests' jobs cannot take this run's one page.)
    const [saved] = (await listFanOutJobs(100)).filter((j) => j.id === job.id);
    const onPage = await resumeSessionFanOut(saved!);
    expect(await runFanOut(saved!, onPage!, { deadline: 0, pageSize: 2 })).toBe('stopped');
    const [kept] = (await listFanOutJobs(100)).filter((j) => j.id === job.id);
    expect(kept?.cursor).toBe((await listCourseStudentIds(course.id, 4)).nextCursor);
    expect(await jobExists(job)).toBe(true);
    const byEnrollment = (await listCourseStudentIds(course.id, 10)).items;
    const listed = await Promise.all(byEnrollment.map((id) => inSessionFeed(id, session.id)));
    expect(listed).toEqual([false, false, true, true, false]);
    await resumeFanOuts({ minAgeMs: 0, pageSize: 2 });
    expect(await jobExists(job)).toBe(false);
    const after = await Promise.all(byEnrollment.map((id) => inSessionFeed(id, session.id)));
    expect(after).toEqual([false, false, true, true, true]);
    // Not told: the job said the session was not news (recorded after its start).
    for (const s of students) expect(await toldOf(s.id)).toBe(0);
  });

  it('a run bounded in pages (as a request runs IN_REQUEST_PAGES) leaves the rest, and its cursor, to the schedule', async () => {
    const { course } = await courseWithStudents(5);
    const { session, job } = await sessionLeftBehind(course, false);
    const onPage = await resumeSessionFanOut(job);
    expect(await runFanOut(job, onPage!, { maxPages: 2, pageSize: 2 })).toBe('stopped');
    const byEnrollment = (await listCourseStudentIds(course.id, 10)).items;
    expect(await Promise.all(byEnrollment.map((id) => inSessionFeed(id, session.id)))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(await jobExists(job)).toBe(true);
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    expect(await inSessionFeed(byEnrollment[4]!, session.id)).toBe(true);
  });

  it('drops the job of a session deleted meanwhile, reaching nobody', async () => {
    const { course, students } = await courseWithStudents(2);
    const { session, job } = await sessionLeftBehind(course);
    expect(await deleteSession(session)).toBe(true);
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    for (const s of students) {
      expect(await inSessionFeed(s.id, session.id)).toBe(false);
      expect(await toldOf(s.id)).toBe(0);
    }
  });

  it('finishes an assignment left behind: the course reaches every student’s assignment feed', async () => {
    const { course, students } = await courseWithStudents(3);
    const now = new Date().toISOString();
    const id = ulid();
    const job: FanOutJob = {
      kind: 'assignment',
      id,
      courseId: course.id,
      payload: { courseTitle: course.title },
      createdAt: now,
    };
    const set = await getAssignmentSet(course.id);
    const record = {
      id,
      moduleId: null,
      title: 'Left behind',
      description: 'd',
      instructions: 'i',
      dueDate: '2031-01-01T00:00:00.000Z',
      maxPoints: 10,
      createdAt: now,
      updatedAt: now,
    };
    await createAssignment(course.id, set, [record], id, [fanOutJobPut(job)]);
    const feedOf = async (studentId: string) =>
      (await partitionItems(keys.assignmentFeedEntry(studentId, '').PK)).map((i) => i.courseId);
    for (const s of students) expect(await feedOf(s.id)).toEqual([]);
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    for (const s of students) expect(await feedOf(s.id)).toEqual([course.id]);
  });

  it('finishes an announcement left behind: in every student’s forum feed, every student but its author told once', async () => {
    const { instructor, course, students } = await courseWithStudents(3);
    const now = new Date().toISOString();
    const post = forums.newPostRecord(
      ulid(),
      { courseId: course.id, courseTitle: course.title, instructorId: course.instructorId },
      {
        title: 'Left behind',
        content: 'An announcement whose request stopped after its transaction.',
        category: 'announcement',
        author: { id: instructor.user.id, name: 'Fan-out Teacher', role: 'instructor' },
      },
      now,
    );
    const job: FanOutJob = { kind: 'post', id: post.id, courseId: course.id, payload: {}, createdAt: now };
    await forums.transact([forums.newPostWrite(post), fanOutJobPut(job)]);
    const inForumFeed = async (studentId: string) =>
      (await partitionItems(keys.forumFeedEntry(studentId, '').PK)).map((i) => i.postId);
    const announced = async (userId: string) =>
      (await partitionItems(keys.user(userId).PK)).filter(
        (i) => i.entity === 'notification' && i.title === 'New announcement',
      ).length;
    for (const s of students) expect(await announced(s.id)).toBe(0);
    for (const s of students) expect(await inForumFeed(s.id)).toEqual([]);
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(job)).toBe(false);
    for (const s of students) expect(await announced(s.id)).toBe(1);
    for (const s of students) expect(await inForumFeed(s.id)).toEqual([post.id]);
    // A job of the earlier kind (announcements only) is run as a post's: again, nobody is told twice.
    const earlier: FanOutJob = { ...job, kind: 'announcement' };
    await db.send(new TransactWriteCommand({ TransactItems: [fanOutJobPut(earlier)] as never }));
    await resumeFanOuts({ minAgeMs: 0 });
    expect(await jobExists(earlier)).toBe(false);
    for (const s of students) expect(await announced(s.id)).toBe(1);
    for (const s of students) expect(await inForumFeed(s.id)).toEqual([post.id]);
    expect(await announced(instructor.user.id)).toBe(0);
  });
});
