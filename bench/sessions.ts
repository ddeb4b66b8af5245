import { defaultNotificationPreferences } from '@academy/shared';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { courseIdFor } from '../infra/local/seed-courses';
import { callSessionRoute } from '../infra/local/seed-sessions';
import { makeCourse } from '../test/support/builders';
import type { BenchCall, BenchCheck, PrepareCalls } from './calls';

/** Courses the bench student is enrolled in (issue 13: "a student in 10 courses"). */
const STUDENT_COURSES = 10;
/** Sessions on each of the extra courses, so every course Query reads a real list. */
const SESSIONS_PER_COURSE = 3;
/** Students of the course whose reminder run is measured (issue 13: 10,000). */
const CROWD = Number(process.env.ACADEMY_BENCH_SESSION_STUDENTS ?? 10_000);
/**
 * Set-up is measured on this many first; if the whole crowd would take longer than SETUP_LIMIT_MS, it stops here
 * (unless ACADEMY_BENCH_SESSION_STUDENTS names the crowd: then it is written in full).
 */
const CROWD_PROBE = 2_000;
const SETUP_LIMIT_MS = 3 * 60_000;
/** Profiles and enrolments written at once (the enrolment transaction moves the course and global counters). */
const SETUP_CONCURRENCY = 8;

/**
 * The live-sessions section (issue 13), on the seeded demo: `GET /api/live-sessions/my` for the demo student
 * enrolled in 10 courses (budget ≤ 11 DynamoDB requests, p50 ≤ 3x a raw GetItem), and one check: the reminder run
 * of one session whose course has 10,000 enrolled students (its duration, its DynamoDB requests by operation,
 * and that every student holds exactly one reminder). Courses and students are written through the domain
 * functions; sessions through the session handlers.
 */
export const prepareSessions: PrepareCalls = async ({ sessions }) => {
  const { createCourse, getCourseRecord } = await import('../functions/src/courses/repository');
  const { putNewUser } = await import('../functions/src/users/repository');
  const { enrollFree } = await import('../functions/src/enrollments/enroll-free');
  const { listStudentEnrollmentSummaries } = await import('../functions/src/enrollments/service');
  const { db, tableName } = await import('../functions/src/lib/clients');
  const { keys } = await import('../functions/src/notifications/keys');
  const { remindSession } = await import('../functions/src/live-sessions/send-reminders');
  const { putSettings, getSettings } = await import('../functions/src/notifications/email-repository');
  const { storedMails } = await import('../infra/local/ses');
  const instructor = sessions.instructor.user.id;
  const student = sessions.student.user.id;
  const studentProfile = { id: student, name: 'Ananya Gupta', email: 'student@demo.academy' };

  // The demo student: 3 courses from the seed, then free courses of the demo instructor up to 10.
  const have = await listStudentEnrollmentSummaries(student);
  const extra = STUDENT_COURSES - have.length;
  for (let i = 0; i < extra; i++) {
    const course = await createCourse(
      makeCourse({ instructorId: instructor, title: `Bench Sessions Course ${i + 1}` }),
    );
    await enrollFree(studentProfile, course);
    for (let j = 0; j < SESSIONS_PER_COURSE; j++) {
      await callSessionRoute('createSession', instructor, {
        params: { id: course.id },
        body: {
          title: `Bench session ${i + 1}.${j + 1}`,
          scheduledAt: new Date(Date.now() + (j + 1) * 86_400_000).toISOString(),
          meetingLink: 'https://meet.example.com/bench',
        },
      });
    }
  }
  const enrolled = (await listStudentEnrollmentSummaries(student)).length;

  // The crowd: a course of the demo instructor, its session scheduled first (so scheduling notifies nobody),
  // then the students, then one reminder run of that session, counted.
  const crowdCourse = await createCourse(
    makeCourse({ instructorId: instructor, title: 'Bench Crowd Course' }),
  );
  const { session } = await callSessionRoute<{ session: { id: string; scheduledAt: string } }>(
    'createSession',
    instructor,
    {
      params: { id: crowdCourse.id },
      body: {
        title: 'Bench crowd session',
        scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        meetingLink: 'https://meet.example.com/crowd',
      },
    },
  );
  const course = (await getCourseRecord(crowdCourse.id))!.course;
  // The crowd's enrolment receipts, and the instructor's 10,000 "New enrolment", are not what this measures:
  // their mail is off while the crowd is written (the reminder mails go with the defaults: live sessions on).
  const instructorSettings = await getSettings(instructor);
  const receiptsOff = (settings: typeof instructorSettings) => ({
    ...settings,
    types: { ...settings.types, enrollment: { inApp: true, email: false } },
  });
  await putSettings(instructor, receiptsOff(instructorSettings), new Date().toISOString());
  const ids: string[] = [];
  const setupStarted = performance.now();
  let target = CROWD;
  while (ids.length < target) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY * 25, target - ids.length) }, () => ulid());
    for (let i = 0; i < batch.length; i += SETUP_CONCURRENCY) {
      await Promise.all(
        batch.slice(i, i + SETUP_CONCURRENCY).map(async (id) => {
          const person = {
            id,
            name: `Crowd ${id.slice(-6)}`,
            email: `crowd-${id.toLowerCase()}@example.com`,
          };
          await putNewUser({ ...person, role: 'student' });
          await putSettings(id, receiptsOff(defaultNotificationPreferences), new Date().toISOString());
          await enrollFree(person, course);
        }),
      );
    }
    ids.push(...batch);
    if (ids.length === CROWD_PROBE && target > CROWD_PROBE && !process.env.ACADEMY_BENCH_SESSION_STUDENTS) {
      const projected = ((performance.now() - setupStarted) / CROWD_PROBE) * target;
      if (projected > SETUP_LIMIT_MS) target = CROWD_PROBE;
    }
  }
  const setupMs = performance.now() - setupStarted;
  await putSettings(instructor, instructorSettings, new Date().toISOString());
  const sesEndpoint = process.env.SES_ENDPOINT!;
  const mailsBefore = (await storedMails(sesEndpoint)).length;

  const client = db();
  const operations: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      operations[op] = (operations[op] ?? 0) + 1;
      return next(args);
    },
    { step: 'deserialize', name: 'benchReminderCounter' },
  );
  const started = performance.now();
  const run = await remindSession(session.id, { budgetMs: 10 * 60_000 });
  const elapsed = performance.now() - started;
  client.middlewareStack.remove('benchReminderCounter');
  const requests = Object.values(operations).reduce((a, b) => a + b, 0);

  // Every student's counter: exactly one live-session notification (BatchGets of 100 counters).
  const counts: number[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const wanted = ids.slice(i, i + 100).map((id) => keys.notificationCounter(id));
    let pending: Record<string, unknown>[] | undefined = wanted;
    while (pending?.length) {
      const answer: BatchGetCommandOutput = await client.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[tableName()] ?? [])
        counts.push(Number(item['live-session'] ?? 0));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  const exactlyOne = counts.filter((n) => n === 1).length;

  // The reminder mails: the stream consumer sends them off the run, at the stage's rate (EMAIL_SEND_RATE).
  const rate = Number(process.env.EMAIL_SEND_RATE ?? 14);
  const crowdAddresses = new Set(ids.map((id) => `crowd-${id.toLowerCase()}@example.com`));
  const mailWait = ((ids.length / rate) * 1.5 + 60) * 1000;
  const mailStarted = performance.now();
  let reminderMails: Awaited<ReturnType<typeof storedMails>> = [];
  for (;;) {
    reminderMails = (await storedMails(sesEndpoint))
      .slice(mailsBefore)
      .filter(
        (m) => m.subject === 'Live session starting soon' && crowdAddresses.has(m.destination.to[0] ?? ''),
      );
    if (reminderMails.length >= ids.length || performance.now() - mailStarted > mailWait) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  // A little longer: a duplicate would come right after.
  await new Promise((r) => setTimeout(r, 3000));
  reminderMails = (await storedMails(sesEndpoint))
    .slice(mailsBefore)
    .filter(
      (m) => m.subject === 'Live session starting soon' && crowdAddresses.has(m.destination.to[0] ?? ''),
    );
  const mailMs = performance.now() - started;
  const perAddress = new Map<string, number>();
  for (const m of reminderMails)
    perAddress.set(m.destination.to[0]!, (perAddress.get(m.destination.to[0]!) ?? 0) + 1);
  const mailedOnce = [...perAddress.values()].filter((n) => n === 1).length;
  const extrapolated =
    target < CROWD
      ? ` (set-up of ${CROWD} would exceed 3 min: measured ${target}; ×${CROWD / target} ≈ ${Math.round((elapsed * CROWD) / target / 1000)} s and ≈ ${Math.round((requests * CROWD) / target)} requests for ${CROWD})`
      : '';
  const opsText = Object.entries(operations)
    .map(([op, n]) => `${op} ${n}`)
    .join(', ');

  const checks: BenchCheck[] = [
    {
      name: `the bench student is enrolled in ${STUDENT_COURSES} courses`,
      ok: enrolled === STUDENT_COURSES,
      detail: `${enrolled} enrolments`,
    },
    {
      name: `the reminder run of one session with ${target} enrolled students`,
      ok: run.outcome === 'done' && run.notified === target && exactlyOne === target,
      detail: `${Math.round(elapsed)} ms, ${run.pages} pages, ${requests} DynamoDB requests (${opsText}); ${run.notified} notified, ${exactlyOne} of ${target} students hold exactly one live-session notification (counters read back); set-up ${Math.round(setupMs / 1000)} s${extrapolated}`,
    },
    {
      name: `its reminder mails (issue 37), at ${rate} a second`,
      ok: mailedOnce === target && reminderMails.length === target,
      detail: `${reminderMails.length} mails, ${mailedOnce} of ${target} students mailed exactly once, ${Math.round(mailMs / 1000)} s from the run's start to the last mail (SES SendEmail requests: ${reminderMails.length}; at ${rate}/s at least ${Math.round(target / rate)} s)`,
    },
  ];
  const calls: BenchCall[] = [
    // Caller, enrolments Query, one BatchGet of the 10 courses' session-id sets, one of their sessions: 4 (AP52).
    { path: '/api/live-sessions/my', as: 'student', maxRequests: 4 },
    { path: '/api/live-sessions/my', as: 'instructor', maxRequests: 2 },
    {
      path: `/api/live-sessions/course/${courseIdFor('web-foundations-html-css-js')}`,
      as: 'student',
      maxRequests: 3,
    },
  ];
  return { calls, checks };
};
