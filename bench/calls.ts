import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ulid } from 'ulid';
import type { enrollFree } from '../functions/src/enrollments/enroll-free';
import { seed } from '../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../infra/local/stack';
import { watchHandlerCommands } from '../test/support/handler-commands';
import { CONNECTIONS, measure, percentile, rawProfileGet } from './api-latency';
import { demoSessions } from './demo-sessions';
import { inOwnProcess, whenChild } from './own-process';

/** A call measured: its path, who makes it, and how many DynamoDB requests it may make. */
export interface BenchCall {
  path: string;
  as: Role;
  maxRequests: number;
  /** The p50 budget against a raw GetItem at the same concurrency; false: measured and shown, no budget. */
  maxRatio?: number | false;
}

type Role = 'student' | 'instructor' | 'admin';

/** The dashboards' summary calls and the unread count. */
export const SUMMARY_CALLS: readonly BenchCall[] = [
  { path: '/api/dashboard/student', as: 'student', maxRequests: 8 },
  { path: '/api/dashboard/instructor', as: 'instructor', maxRequests: 8 },
  { path: '/api/dashboard/admin', as: 'admin', maxRequests: 8 },
  { path: '/api/notifications/unread-count', as: 'student', maxRequests: 2 },
];

/** Sequential calls of each route whose DynamoDB requests are counted. */
const COUNTED_CALLS = 5;
/** Calls timed one at a time, for each route and for the raw GetItem. */
const SEQUENTIAL_CALLS = 200;
/**
 * Alternating windows of raw GetItems and calls at the same concurrency: a machine whose load drifts (other
 * work on it) then weighs on both sides of each ratio alike. The ratio reported is the median of the rounds'.
 */
const ROUNDS = 5;
const RAW_PER_ROUND = 1000;
const CALL_SECONDS_PER_ROUND = 2;
/** Notifications given to the demo student first, so the student's calls read real lists and counters. */
const NOTIFICATIONS = 12;

export interface SummaryCallResult {
  path: string;
  as: string;
  maxRequests: number;
  /** The p50 ratio budget, or false for none. */
  maxRatio: number | false;
  /** DynamoDB requests (attempts, retries included) per call: the fewest and the most seen. */
  requests: { min: number; max: number };
  /** Each operation's count in the counted calls, summed (e.g. GetItem 10, Query 15). */
  operations: Record<string, number>;
  /** How many calls were counted. */
  counted: number;
  /** At CONNECTIONS in flight: the median of the rounds' p50, the highest p99. */
  p50: number;
  p99: number;
  rps: number;
  total: number;
  errors: number;
  /** Raw DynamoDB Local GetItem at the same concurrency, over the windows between the call's. */
  raw: { p50: number; p99: number };
  /** Median over the rounds of (call p50 / raw p50 of the same round). */
  ratio: number;
  /** Each round's ratio, in order. */
  rounds: number[];
  /** One call at a time (the call's critical path, not the stack's throughput), beside a raw GetItem alike. */
  sequential: { p50: number; rawP50: number; ratio: number };
}

/** The demo users the calls are made as, signed in. */
export type Sessions = Record<Role, { token: string; user: { id: string } }>;

/**
 * What a section does on the seeded stack before it measures (more data, through the domain functions), and
 * the calls it measures. Runs in the bench's child process, after the stack has set the environment.
 */
export type PrepareCalls = (context: {
  apiUrl: string;
  sessions: Sessions;
  /** Resolves once the stream and queue consumers have handled every write so far (the stack's `settled`). */
  settled: () => Promise<void>;
}) => Promise<{ calls: readonly BenchCall[]; checks?: BenchCheck[] }>;

/** A student the bench adds: the profile's id, name and email. */
export interface BenchStudent {
  id: string;
  name: string;
  email: string;
}

/**
 * `count` students of `course` (`Bench <Label> n`), written as profiles and enrolled through the domain
 * functions, 25 at once; `then` runs for each once it is enrolled (e.g. its submission).
 */
export async function enrolBenchStudents(
  course: Parameters<typeof enrollFree>[1],
  count: number,
  label: string,
  then?: (student: BenchStudent, n: number) => Promise<unknown>,
): Promise<BenchStudent[]> {
  const { putNewUser } = await import('../functions/src/users/repository');
  const { enrollFree } = await import('../functions/src/enrollments/enroll-free');
  const students = Array.from({ length: count }, (_, i) => {
    const id = ulid();
    return {
      id,
      name: `Bench ${label} ${i + 1}`,
      email: `bench-${label.toLowerCase()}-${i + 1}-${id.toLowerCase()}@example.com`,
    };
  });
  for (let i = 0; i < students.length; i += 25) {
    await Promise.all(
      students.slice(i, i + 25).map(async (student, j) => {
        await putNewUser({ ...student, role: 'student' });
        await enrollFree(student, course);
        await then?.(student, i + j + 1);
      }),
    );
  }
  return students;
}

/** A budget a section checks once, outside the timed calls (e.g. how many pages a long list takes). */
export interface BenchCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface CallsResult {
  calls: SummaryCallResult[];
  checks: BenchCheck[];
}

/** The sections whose calls this module measures; each names the module that prepares them. */
const PREPARERS: Record<string, () => Promise<PrepareCalls>> = {
  dashboards: async () => prepareDashboards,
  assignments: async () => (await import('./assignments')).prepareAssignments,
  forums: async () => (await import('./forums')).prepareForums,
  sessions: async () => (await import('./sessions')).prepareSessions,
  chats: async () => (await import('./chats')).prepareChats,
  support: async () => (await import('./support')).prepareSupport,
};
export type CallSection = 'dashboards' | 'assignments' | 'forums' | 'sessions' | 'chats' | 'support';

/**
 * A section's calls through the local gateway at the /auth/me concurrency, each beside a raw GetItem at that
 * concurrency, and the DynamoDB requests each call makes. Runs in a process of its own: the handler modules
 * keep the clients of the first stack a process starts.
 */
export const measureCalls = (section: CallSection): Promise<CallsResult> =>
  inOwnProcess<CallsResult>(import.meta.url, section, section);
whenChild(import.meta.url, measureInThisProcess);

async function measureInThisProcess(section: string): Promise<CallsResult> {
  const prepare = await PREPARERS[section]?.();
  if (!prepare) throw new Error(`no calls section ${section}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${section}-`));
  const stack = await startLocalStack({ dataDir, ports: await freeStackPorts() });
  try {
    await seed();
    const sessions: Sessions = await demoSessions(stack.apiUrl);
    const { calls, checks = [] } = await prepare({ apiUrl: stack.apiUrl, sessions, settled: stack.settled });
    // Count every request the handlers' DynamoDB client sends, retries included (the deserialize step runs
    // once per attempt), while one call at a time goes through the gateway.
    const seen: string[] = [];
    const stopCounting = await watchHandlerCommands((operation) => seen.push(operation));
    const get = (url: string, token: string) =>
      fetch(`${stack.apiUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const counted = new Map<string, { counts: number[]; operations: Record<string, number> }>();
    for (const call of calls) {
      const counts: number[] = [];
      const operations: Record<string, number> = {};
      for (let i = 0; i < COUNTED_CALLS; i++) {
        // The stream and queue consumers first finish what earlier writes gave them: their requests go through
        // the same client, and are not the call's.
        await stack.settled();
        seen.length = 0;
        const res = await get(call.path, sessions[call.as].token);
        if (res.status !== 200)
          throw new Error(`${call.path} as ${call.as}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        const made = seen.slice();
        counts.push(made.length);
        for (const op of made) operations[op] = (operations[op] ?? 0) + 1;
      }
      counted.set(`${call.as} ${call.path}`, { counts, operations });
    }
    stopCounting();

    const raw = rawProfileGet(stack.dynamoEndpoint, sessions.student.user.id);
    const rawGet = raw.get;
    await measure(rawGet, 500, 10); // warm the JVM

    const results: SummaryCallResult[] = [];
    for (const call of calls) {
      const url = `${stack.apiUrl}${call.path}`;
      const headers = { authorization: `Bearer ${sessions[call.as].token}` };
      const once = () => fetch(url, { headers }).then((res) => res.arrayBuffer());
      await measure(once, 50, 1); // warm the handler
      const rawSequential = await measure(rawGet, SEQUENTIAL_CALLS, 1);
      const sequential = await measure(once, SEQUENTIAL_CALLS, 1);
      await autocannon({ url, headers, connections: 10, amount: 300 }); // warm at concurrency
      const rawTimes: number[] = [];
      const rounds: { call: autocannon.Result; rawP50: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const raw = await measure(rawGet, RAW_PER_ROUND, CONNECTIONS);
        rawTimes.push(...raw.times);
        const call = await autocannon({
          url,
          headers,
          connections: CONNECTIONS,
          duration: CALL_SECONDS_PER_ROUND,
        });
        rounds.push({ call, rawP50: raw.p50 });
      }
      rawTimes.sort((a, b) => a - b);
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      const result = {
        p50: median(rounds.map((r) => r.call.latency.p50)),
        p99: Math.max(...rounds.map((r) => r.call.latency.p99)),
        rps: median(rounds.map((r) => r.call.requests.average)),
        total: rounds.reduce((sum, r) => sum + r.call.requests.total, 0),
        errors: rounds.reduce((sum, r) => sum + r.call.non2xx + r.call.errors, 0),
        raw: { p50: percentile(rawTimes, 50), p99: percentile(rawTimes, 99) },
        rounds: rounds.map((r) => r.call.latency.p50 / r.rawP50),
      };
      const { counts, operations } = counted.get(`${call.as} ${call.path}`)!;
      results.push({
        path: call.path,
        as: call.as,
        maxRequests: call.maxRequests,
        maxRatio: call.maxRatio ?? 3,
        requests: { min: Math.min(...counts), max: Math.max(...counts) },
        operations,
        counted: counts.length,
        ...result,
        ratio: median(result.rounds),
        sequential: {
          p50: sequential.p50,
          rawP50: rawSequential.p50,
          ratio: sequential.p50 / rawSequential.p50,
        },
      });
    }
    raw.destroy();
    return { calls: results, checks };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The dashboards section: the demo student first gets a dozen notifications, so the calls read real lists. */
async function prepareDashboards({ sessions }: { sessions: Sessions }) {
  const { notify } = await import('../functions/src/notifications/service');
  const { derivedId } = await import('../functions/src/lib/keys');
  const types = ['chat', 'assignment', 'live-session', 'forum'] as const;
  for (let i = 0; i < NOTIFICATIONS; i++) {
    const createdAt = new Date(Date.now() - (NOTIFICATIONS - i) * 60_000).toISOString();
    await notify({
      id: derivedId(createdAt, `bench#${i}`),
      userId: sessions.student.user.id,
      type: types[i % types.length]!,
      title: `Bench notice ${i}`,
      message: 'A notification for the dashboards bench.',
      createdAt,
    });
  }
  return { calls: SUMMARY_CALLS };
}
