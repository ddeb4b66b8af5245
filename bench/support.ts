import type { TicketDetail, TicketStatus, TicketsResponse } from '@academy/shared';
import { monotonicFactory } from 'ulid';
import { callSupportRoute } from '../infra/local/seed-support';
import type { BenchCall, BenchCheck, PrepareCalls } from './calls';

/** Tickets written before the calls are measured (issue 14: the admin list with filters on 10,000 tickets). */
const TICKETS = Number(process.env.ACADEMY_BENCH_TICKETS ?? 10_000);
/** Tickets handed to putTicketsInBulk at once, and how many such blocks are written at the same time. */
const BLOCK = 500;
const BLOCKS_AT_ONCE = 8;
/** Distinct senders of the bench tickets ("Bench User 0" … "Bench User 99"). */
const SENDERS = 100;
/** Topics of the tickets' descriptions: a search for one matches a fifth of the desk. */
const TOPICS = ['video', 'payment', 'certificate', 'assignment', 'login'] as const;
/** Messages in the measured ticket's thread, and replies timed one at a time. */
const THREAD = 30;
const TIMED_REPLIES = 40;

/** Stored status of the i-th ticket: 40% open, 20% each of in-progress, resolved and closed, interleaved. */
const statusOf = (i: number): TicketStatus =>
  i % 10 < 4 ? 'open' : i % 10 < 6 ? 'in-progress' : i % 10 < 8 ? 'resolved' : 'closed';

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/**
 * The support section (issue 14), on the seeded demo plus 10,000 tickets written straight through the support
 * repository (BatchWriteItem; every status, a hundred senders, a third assigned to instructor@, a hundredth from
 * the demo student). Measured through the gateway: the admin list with no filter, each of Open / Pending / Closed,
 * a search matching a fifth of the desk, a rare search (a sender's name, 1%), a ticket with a 30-message thread,
 * the student's and the instructor's lists. Checks: walking every page of Closed (two status partitions merged)
 * gives each ticket once, newest first, with ≤ 2 Queries a page and no Scan; a reply's DynamoDB requests and its
 * p50 beside a raw GetItem's, one at a time.
 */
export const prepareSupport: PrepareCalls = async ({ sessions }) => {
  const { putTicketsInBulk, getTicket } = await import('../functions/src/support/repository');
  const { listAdminPage } = await import('../functions/src/support/admin-list');
  const { db } = await import('../functions/src/lib/clients');
  const instructor = { id: sessions.instructor.user.id, name: 'Rahul Sharma' };
  const student = { id: sessions.student.user.id, name: 'Ananya Gupta' };
  const ulid = monotonicFactory();

  // 10,000 tickets, oldest first (a second apart), in blocks of 500, four blocks at a time.
  const started = performance.now();
  const start = Date.now() - TICKETS * 1000;
  const ticketAt = (i: number) => {
    const sender =
      i % SENDERS === 0 ? student : { id: `BENCHUSER${i % SENDERS}`, name: `Bench User ${i % SENDERS}` };
    // Independent of the status (which follows i % 10): every status partition holds each topic a fifth of the time.
    const topic = TOPICS[Math.floor(i / 10) % TOPICS.length]!;
    const at = new Date(start + i * 1000).toISOString();
    return {
      id: ulid(start + i * 1000),
      userId: sender.id,
      user: { name: sender.name, role: 'student' as const },
      subject: `Bench ticket ${i}: ${topic} problem`,
      description: `Something is wrong with my ${topic}. Ticket ${i} of the bench.`,
      category: 'technical' as const,
      priority: 'medium' as const,
      status: statusOf(i),
      ...(i % 3 === 0 ? { assigneeId: instructor.id, assigneeName: instructor.name } : {}),
      messageCount: 0,
      createdAt: at,
      updatedAt: at,
    };
  };
  const blocks = Array.from({ length: Math.ceil(TICKETS / BLOCK) }, (_, b) =>
    Array.from({ length: Math.min(BLOCK, TICKETS - b * BLOCK) }, (_, j) => ticketAt(b * BLOCK + j)),
  );
  for (let b = 0; b < blocks.length; b += BLOCKS_AT_ONCE) {
    await Promise.all(blocks.slice(b, b + BLOCKS_AT_ONCE).map((block) => putTicketsInBulk(block)));
  }
  const writeMs = performance.now() - started;

  // The measured ticket: the student's newest open bench ticket, with a thread of 30 (owner and admin in turn).
  const newestOwn = blocks
    .flat()
    .filter((t) => t.userId === student.id && t.status === 'open')
    .at(-1)!;
  for (let i = 0; i < THREAD; i++) {
    const [who, text] = i % 2 ? [sessions.admin.user.id, 'Admin reply'] : [student.id, 'Student message'];
    await callSupportRoute<TicketDetail>('addTicketMessage', who, {
      params: { id: newestOwn.id },
      body: { message: `${text} ${i + 1}` },
    });
  }

  // Every DynamoDB request the handlers' client sends, by operation, while a check runs.
  const client = db();
  const seen: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      seen.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'benchSupportRequests' },
  );
  const counting = async <T>(fn: () => Promise<T>) => {
    seen.length = 0;
    const value = await fn();
    return { value, operations: [...seen] };
  };

  // Walk every page of Closed (resolved + closed: two partitions merged), 50 a page.
  const expectedClosed = new Set(
    blocks
      .flat()
      .filter((t) => t.status === 'resolved' || t.status === 'closed')
      .map((t) => t.id),
  );
  const walked: string[] = [];
  const queriesPerPage: number[] = [];
  const scans: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const { value, operations } = await counting(
      (): Promise<TicketsResponse> => listAdminPage({ status: 'closed', limit: 50, cursor }),
    );
    pages++;
    queriesPerPage.push(operations.filter((op) => op === 'Query').length);
    scans.push(...operations.filter((op) => /scan/i.test(op)));
    walked.push(...value.tickets.map((t) => t.id));
    cursor = value.nextCursor ?? undefined;
  } while (cursor && pages < 1000);
  const benchClosed = walked.filter((id) => expectedClosed.has(id));
  const ordered = walked.every((id, i) => i === 0 || walked[i - 1]! > id);

  // A reply, one at a time, beside a raw GetItem of the same ticket (in this process, sequential).
  const replyOps = await counting(() =>
    callSupportRoute<TicketDetail>('addTicketMessage', student.id, {
      params: { id: newestOwn.id },
      body: { message: 'Counted reply' },
    }),
  );
  client.middlewareStack.remove('benchSupportRequests');
  const replyTimes: number[] = [];
  const getTimes: number[] = [];
  for (let i = 0; i < TIMED_REPLIES; i++) {
    let t = performance.now();
    await getTicket(newestOwn.id);
    getTimes.push(performance.now() - t);
    t = performance.now();
    await callSupportRoute<TicketDetail>('addTicketMessage', student.id, {
      params: { id: newestOwn.id },
      body: { message: `Timed reply ${i + 1}` },
    });
    replyTimes.push(performance.now() - t);
  }
  const byOp = (ops: string[]) => {
    const counts = new Map<string, number>();
    for (const op of ops) counts.set(op, (counts.get(op) ?? 0) + 1);
    return [...counts].map(([op, n]) => `${op} ${n}`).join(', ');
  };

  const checks: BenchCheck[] = [
    {
      name: `${TICKETS} tickets written through the support repository`,
      ok: true,
      detail: `${Math.round(writeMs)} ms (BatchWriteItem, ${BLOCK} a block, ${BLOCKS_AT_ONCE} blocks at once)`,
    },
    {
      name: 'every page of the Closed filter (resolved + closed merged), 50 a page',
      ok:
        benchClosed.length === expectedClosed.size &&
        new Set(walked).size === walked.length &&
        ordered &&
        scans.length === 0 &&
        Math.max(...queriesPerPage) <= 2,
      detail: `${walked.length} tickets (${benchClosed.length} of the ${expectedClosed.size} bench ones) in ${pages} pages, each once and newest first: ${ordered}; Queries a page ≤ ${Math.max(...queriesPerPage)}; Scans ${scans.length}`,
    },
    {
      name: 'a reply (W23), one at a time',
      ok: replyOps.operations.length <= 4 && !replyOps.operations.some((op) => /scan/i.test(op)),
      detail: `${replyOps.operations.length} DynamoDB requests (${byOp(replyOps.operations)}) with the caller lookup; p50 ${p50(replyTimes).toFixed(1)} ms beside a raw GetItem's ${p50(getTimes).toFixed(1)} ms (${(p50(replyTimes) / p50(getTimes)).toFixed(1)}x; the answer re-reads the ticket with its ${THREAD + TIMED_REPLIES}-message thread)`,
    },
  ];

  const rare = encodeURIComponent('bench user 42');
  const calls: BenchCall[] = [
    // The caller's GetItem + one Query of each status partition (in parallel).
    { path: '/api/admin/support', as: 'admin', maxRequests: 5 },
    { path: '/api/admin/support?status=open', as: 'admin', maxRequests: 2 },
    { path: '/api/admin/support?status=pending', as: 'admin', maxRequests: 2 },
    { path: '/api/admin/support?status=closed', as: 'admin', maxRequests: 3 },
    // A fifth of the desk matches: a Query or two of each partition.
    { path: '/api/admin/support?search=certificate', as: 'admin', maxRequests: 9 },
    // 1% matches: up to 1000 tickets read (the page's budget), a short page and a cursor. Shown, no ratio budget.
    { path: `/api/admin/support?search=${rare}`, as: 'admin', maxRequests: 25, maxRatio: false },
    {
      path: `/api/support-tickets/admin?status=closed&search=${rare}`,
      as: 'admin',
      maxRequests: 15,
      maxRatio: false,
    },
    // One Query: the ticket and its newest 100 messages.
    { path: `/api/support-tickets/${newestOwn.id}`, as: 'student', maxRequests: 2 },
    { path: '/api/support-tickets/my-tickets', as: 'student', maxRequests: 2 },
    { path: '/api/support-tickets/instructor', as: 'instructor', maxRequests: 2 },
  ];
  return { calls, checks };
};
