import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { DEMO_PASSWORD } from '../infra/local/seed';
import { callChatRoute } from '../infra/local/seed-chats';
import { courseIdFor } from '../infra/local/seed-courses';
import { makeCourse } from '../test/support/builders';
import { watchHandlerCommands } from '../test/support/handler-commands';
import { CONNECTIONS, measure, percentile } from './api-latency';
import type { BenchCall, BenchCheck, PrepareCalls } from './calls';

/** Messages in the demo student's Web Foundations conversation, so a thread page is a full page of 50 (and more). */
const THREAD_MESSAGES = 60;
/** Sends counted one at a time (each direction), and timed one at a time. */
const COUNTED_SENDS = 10;
const SEQUENTIAL_SENDS = 200;
/** Rounds of (raw GetItems at CONNECTIONS, then CONNECTIONS students each sending SENDS_PER_WORKER) alternated. */
const ROUNDS = 3;
const SENDS_PER_WORKER = 10;
const RAW_PER_ROUND = 1000;
/** The send's p50 budget against a raw GetItem at the same concurrency (issue 14). */
const MAX_RATIO = 3;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * The chats section (issue 14), on the seeded demo. The GET calls (measured by the calls runner): a thread page of
 * 50 (caller + ONE Query), the student's mentors (caller + the enrolments read twice and the conversations, in
 * parallel) and the mentor's conversations (caller + one Query). The send (a POST, which the runner does not
 * make) is measured here: its DynamoDB requests one call at a time through the gateway, both directions (budget
 * 3 with the caller lookup); its p50 one at a time and at CONNECTIONS in flight (CONNECTIONS students, each
 * writing to the mentor of a course of their own, so no two sends touch one item) against a raw GetItem at the
 * same concurrency; and the hot case, CONNECTIONS students writing to ONE mentor at once (their notification
 * counter is one item): every message lands and is notified once.
 */
export const prepareChats: PrepareCalls = async ({ apiUrl, sessions, settled }) => {
  const { createUser } = await import('../functions/src/users/service');
  const { putNewUser } = await import('../functions/src/users/repository');
  const { createCourse } = await import('../functions/src/courses/repository');
  const { enrollFree } = await import('../functions/src/enrollments/enroll-free');
  const { getUnreadCounts } = await import('../functions/src/notifications/service');
  const { db, tableName } = await import('../functions/src/lib/clients');
  const student = sessions.student.user.id;
  const instructor = sessions.instructor.user.id;
  const web = courseIdFor('web-foundations-html-css-js');
  const react = courseIdFor('react-typescript-production-apps');
  const webChat = `${web}_${student}`;

  // A long conversation, then both sides open it (so the measured page is a poll with nothing new).
  for (let i = 0; i < THREAD_MESSAGES; i++) {
    if (i % 2) {
      await callChatRoute('sendChatToStudent', instructor, {
        params: { id: web, studentId: student },
        body: { content: `Bench answer ${i + 1}: a reply of a sentence or two, as mentors write them.` },
      });
    } else {
      await callChatRoute('sendChatToMentor', student, {
        params: { id: web },
        body: { content: `Bench question ${i + 1}: how should I approach this exercise?` },
      });
    }
  }
  await callChatRoute('getChat', student, { params: { id: webChat } });
  await callChatRoute('getChat', instructor, { params: { id: webChat } });

  const post = (token: string, path: string, content: string) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    }).then(async (res) => {
      if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    });

  // The send's DynamoDB requests, one call at a time through the gateway (retries would count too).
  const client = db();
  const seen: string[] = [];
  const stopCounting = await watchHandlerCommands((operation) => seen.push(operation));
  const perSend: number[] = [];
  const operations: Record<string, number> = {};
  for (let i = 0; i < COUNTED_SENDS * 2; i++) {
    // The consumers first finish what the last send gave them (chat mails): their requests are not the send's.
    await settled();
    seen.length = 0;
    if (i % 2) {
      await post(sessions.instructor.token, `/api/chats/${react}/${student}`, `Counted answer ${i}`);
    } else {
      await post(sessions.student.token, `/api/chats/${react}`, `Counted question ${i}`);
    }
    const made = seen.slice();
    perSend.push(made.length);
    for (const op of made) operations[op] = (operations[op] ?? 0) + 1;
  }
  stopCounting();
  const opsText = Object.entries(operations)
    .map(([op, n]) => `${op} ${n}`)
    .join(', ');

  // One at a time: the demo student writes to the React mentor, beside raw GetItems of the same client.
  const rawGet = () =>
    client.send(new GetCommand({ TableName: tableName(), Key: { PK: `USER#${student}`, SK: 'PROFILE' } }));
  // A raw transaction of the send's shape (Put, Update, ConditionCheck, Put, Update) on scratch items of its own
  // (one set per worker): what DynamoDB Local charges for the write itself, for reference.
  let txn = 0;
  const rawTransact = (worker = 0) => {
    const pk = `BENCHTX#${worker}`;
    const id = `${worker}-${txn++}`;
    return client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { PK: pk, SK: `MSG#${id}`, content: 'x' } } },
          {
            Update: {
              TableName: tableName(),
              Key: { PK: pk, SK: 'THREAD' },
              UpdateExpression: 'SET lastMessage = :m ADD messageCount :one',
              ExpressionAttributeValues: { ':m': id, ':one': 1 },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: { PK: `USER#${student}`, SK: 'PROFILE' },
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: { PK: `${pk}#N`, SK: `NOTIF#${id}`, read: false } } },
          {
            Update: {
              TableName: tableName(),
              Key: { PK: `${pk}#N`, SK: 'NOTIFICATION_COUNTS' },
              UpdateExpression: 'ADD #total :one',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  };
  await measure(rawGet, 300, 10); // warm
  await measure(() => rawTransact(), 50, 1);
  let n = 0;
  const sendOnce = () => post(sessions.student.token, `/api/chats/${react}`, `Sequential ${n++}`);
  await measure(sendOnce, 20, 1); // warm the handler
  const rawSequential = await measure(rawGet, SEQUENTIAL_SENDS, 1);
  const sequential = await measure(sendOnce, SEQUENTIAL_SENDS, 1);
  const txSequential = await measure(() => rawTransact(), SEQUENTIAL_SENDS, 1);

  // CONNECTIONS students, each enrolled in a course of a mentor of its own, and all also in one hot course.
  const tag = ulid().slice(-6).toLowerCase();
  const hotMentor = { id: ulid(), name: 'Bench Hot Mentor', email: `bench-hot-${tag}@example.com` };
  await putNewUser({ ...hotMentor, role: 'instructor' });
  const hotCourse = await createCourse(makeCourse({ instructorId: hotMentor.id, title: 'Bench Hot Course' }));
  const pairs: { token: string; courseId: string }[] = [];
  for (let i = 0; i < CONNECTIONS; i += 10) {
    pairs.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, CONNECTIONS - i) }, async (_, j) => {
          const k = i + j + 1;
          const mentor = {
            id: ulid(),
            name: `Bench Mentor ${k}`,
            email: `bench-mentor-${k}-${tag}@example.com`,
          };
          await putNewUser({ ...mentor, role: 'instructor' });
          const course = await createCourse(
            makeCourse({ instructorId: mentor.id, title: `Bench Chat Course ${k}` }),
          );
          const email = `bench-chatter-${k}-${tag}@example.com`;
          const user = await createUser({
            name: `Bench Chatter ${k}`,
            email,
            password: DEMO_PASSWORD,
            role: 'student',
          });
          await enrollFree({ id: user.id, name: user.name, email }, course);
          await enrollFree({ id: user.id, name: user.name, email }, hotCourse);
          const login = await fetch(`${apiUrl}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: DEMO_PASSWORD }),
          });
          if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
          const { token } = (await login.json()) as { token: string };
          return { token, courseId: course.id };
        }),
      )),
    );
  }

  // At CONNECTIONS in flight: each worker one student writing to its own mentor, alternated with raw GetItems.
  const ratios: number[] = [];
  const sendP50s: number[] = [];
  const rawP50s: number[] = [];
  const txP50s: number[] = [];
  const allSends: number[] = [];
  await Promise.all(pairs.map((p) => post(p.token, `/api/chats/${p.courseId}`, 'Warm-up'))); // warm
  for (let round = 0; round < ROUNDS; round++) {
    const raw = await measure(rawGet, RAW_PER_ROUND, CONNECTIONS);
    const tx: number[] = [];
    await Promise.all(
      pairs.map(async (_, w) => {
        for (let i = 0; i < SENDS_PER_WORKER; i++) {
          const t = performance.now();
          await rawTransact(w + 1);
          tx.push(performance.now() - t);
        }
      }),
    );
    tx.sort((a, b) => a - b);
    txP50s.push(percentile(tx, 50));
    const times: number[] = [];
    await Promise.all(
      pairs.map(async (p, w) => {
        for (let i = 0; i < SENDS_PER_WORKER; i++) {
          const t = performance.now();
          await post(p.token, `/api/chats/${p.courseId}`, `Round ${round} message ${i} from ${w}`);
          times.push(performance.now() - t);
        }
      }),
    );
    times.sort((a, b) => a - b);
    allSends.push(...times);
    const p50 = percentile(times, 50);
    sendP50s.push(p50);
    rawP50s.push(raw.p50);
    ratios.push(p50 / raw.p50);
  }
  allSends.sort((a, b) => a - b);
  const ratio = median(ratios);

  // The hot case: every bench student writes to the ONE hot mentor at once.
  const hotStarted = performance.now();
  const hot = await Promise.allSettled(
    pairs.map((p, i) => post(p.token, `/api/chats/${hotCourse.id}`, `Hot message ${i}`)),
  );
  const hotMs = performance.now() - hotStarted;
  const hotFailed = hot.filter((r) => r.status === 'rejected');
  const hotCounts = await getUnreadCounts(hotMentor.id);

  const fmt = (ms: number) => ms.toFixed(1);
  const checks: BenchCheck[] = [
    {
      name: 'a chat send is ≤ 3 DynamoDB requests (caller lookup, one BatchGetItem, one transaction)',
      ok: Math.max(...perSend) <= 3,
      detail: `${perSend.length} sends through the gateway, student and mentor in turn: ${Math.min(...perSend)}–${Math.max(...perSend)} requests each (${opsText})`,
    },
    {
      name: `a chat send's p50 ≤ ${MAX_RATIO}x a raw GetItem at ${CONNECTIONS} in flight`,
      ok: ratio <= MAX_RATIO,
      detail: `${CONNECTIONS} students each writing to their own mentor: p50 ${sendP50s.map(fmt).join(' / ')} ms vs raw GetItem p50 ${rawP50s.map(fmt).join(' / ')} ms per round; ratio median ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}); p99 ${fmt(percentile(allSends, 99))} ms over ${allSends.length} sends. One at a time: p50 ${fmt(sequential.p50)} ms vs raw ${fmt(rawSequential.p50)} ms (${(sequential.p50 / rawSequential.p50).toFixed(2)}x). For reference, a raw TransactWriteItems of the send's shape (5 items): p50 ${txP50s.map(fmt).join(' / ')} ms at ${CONNECTIONS} in flight (the send is ${(median(sendP50s) / median(txP50s)).toFixed(2)}x it), ${fmt(txSequential.p50)} ms one at a time`,
    },
    {
      name: `${CONNECTIONS} students write to one mentor at once`,
      ok: hotFailed.length === 0 && hotCounts.byType.chat === CONNECTIONS,
      detail: `${CONNECTIONS - hotFailed.length} stored, ${hotFailed.length} failed${hotFailed.length ? ` (${String((hotFailed[0] as PromiseRejectedResult).reason).slice(0, 160)})` : ''}; the mentor holds ${hotCounts.byType.chat} unread chat notifications; ${Math.round(hotMs)} ms for all`,
    },
  ];

  const calls: BenchCall[] = [
    // A thread page of 50 with nothing new: the caller lookup + ONE Query of the conversation's partition.
    { path: `/api/chats/${webChat}`, as: 'student', maxRequests: 2 },
    { path: `/api/chats/${webChat}`, as: 'instructor', maxRequests: 2 },
    // Caller + the enrolment summaries (title, instructor id and name) ∥ the conversations.
    { path: '/api/chats/student', as: 'student', maxRequests: 3 },
    { path: '/api/chats/mentor', as: 'instructor', maxRequests: 2 },
  ];
  return { calls, checks };
};
