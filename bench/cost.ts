import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { PROGRESS_SAVE_INTERVAL_MS } from '../frontend/src/features/enrollments/constants';
import { NOTIFICATION_REFRESH_MS } from '../frontend/src/lib/constants';
import { localCredentials } from '../infra/local/dynamo';
import type { Invocation } from '../infra/local/gateway';
import { DEMO_PASSWORD, seed } from '../infra/local/seed';
import { courseIdFor } from '../infra/local/seed-courses';
import { freeStackPorts, startLocalStack, TABLE_NAME } from '../infra/local/stack';
import {
  CAPACITY_OPERATIONS,
  type DayCounts,
  itemBytes,
  READ_OPERATIONS,
  STORAGE_OVERHEAD_BYTES,
  unitsOf,
  writeUnitsBy,
} from './cost-model';
import { inOwnProcess, whenChild } from './own-process';

/**
 * The day's progress saves: one every this many milliseconds of playback, the player's own constant, so a change
 * to the player's saving is measured by running the bench again.
 */
export const SAVE_INTERVAL_MS = PROGRESS_SAVE_INTERVAL_MS;
/** The notification bell asks for the unread count this often while the tab is visible (the whole watch). */
export const UNREAD_POLL_MS = NOTIFICATION_REFRESH_MS;
/** Minutes of lesson video the learner watches in the day. */
export const WATCH_MINUTES = 30;
/**
 * Days a month an active student has such a day: 20 days of 30 minutes make the 10 hours of video a month the
 * issue 35 model assumes.
 */
export const DAYS_PER_MONTH = 20;
/** The monthly bill is printed for these many active students. */
export const STUDENT_COUNTS = [1_000, 100_000] as const;
/** Issue 35's budget for the progress saves: DynamoDB write units per minute of video watched. */
export const MAX_WRITE_UNITS_PER_MINUTE = 4;
/**
 * The monthly cost per 1,000 active students this bench measured before issue 35 cut the progress writes
 * ($63.24 at 8095303 on 2026-11-27, docs/performance.md, "Cost model"); the target is at least 50 % below.
 */
export const COST_BEFORE_PER_1000_STUDENTS = 63.24;
/** The free demo course the learner browses to and enrols in (it has assignments, a forum and a mentor). */
const COURSE_SLUG = 'web-foundations-html-css-js';

/** One route's share of the day. */
export interface RouteCost {
  routeId: string;
  /** The step of the day that made these calls (browse, enrol, watch, submit, forum, chat). */
  step: string;
  calls: number;
  /** The handlers' time, summed, and as Lambda bills it (each call rounded up to the whole millisecond). */
  handlerMs: number;
  billedMs: number;
  readUnits: number;
  writeUnits: number;
  bytesOut: number;
  /** DynamoDB requests and their operations (e.g. TransactWriteItems 180). */
  requests: number;
  operations: Record<string, number>;
  /** The write units by where DynamoDB spent them: `table`, or an index's name. */
  writeUnitsBy: Record<string, number>;
  /**
   * The index write units of its transactions (TransactWriteItems). DynamoDB Local charges them at the
   * transactional rate, two a KB like the items' own; see docs/performance.md, "Cost model".
   */
  transactionIndexWriteUnits: number;
}

export interface CostResult {
  routes: RouteCost[];
  day: DayCounts;
  watch: {
    minutes: number;
    saveIntervalMs: number;
    saves: number;
    /** The progress saves' write units over the minutes watched. */
    writeUnitsPerMinute: number;
    writeUnitsPerSave: number;
    /** The progress saves' write units by table and index, summed over the saves. */
    writeUnitsBy: Record<string, number>;
    /** Of those, the index writes of their transactions (see RouteCost). */
    transactionIndexWriteUnits: number;
  };
  /** The day's stored bytes: new and grown items, and their index entries. */
  storage: { items: number; itemBytes: number; indexEntries: number; indexBytes: number };
  /** What DynamoDB Local reported consumed, raw, for the first request of each operation (for the docs). */
  samples: Record<string, unknown>;
}

/**
 * `npm run bench -- cost`: one simulated learner day against the local stack with the demo data, counted call by
 * call. Runs in a process of its own, like the other sections that start a stack.
 */
export const measureCost = (): Promise<CostResult> => inOwnProcess<CostResult>(import.meta.url, 'cost');
whenChild(import.meta.url, measureInThisProcess);

async function measureInThisProcess(): Promise<CostResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-cost-'));
  // The step under way and the route calls counted so far; nothing is counted while `step` is undefined.
  let step: string | undefined;
  const routes = new Map<string, RouteCost>();
  const pending = {
    read: 0,
    write: 0,
    operations: [] as string[],
    by: {} as Record<string, number>,
    transactionIndex: 0,
  };
  const onInvoke = (call: Invocation) => {
    if (!step) return;
    const key = `${step} ${call.routeId}`;
    const row = routes.get(key) ?? {
      routeId: call.routeId,
      step,
      calls: 0,
      handlerMs: 0,
      billedMs: 0,
      readUnits: 0,
      writeUnits: 0,
      bytesOut: 0,
      requests: 0,
      operations: {},
      writeUnitsBy: {},
      transactionIndexWriteUnits: 0,
    };
    row.calls++;
    row.handlerMs += call.handlerMs;
    row.billedMs += Math.ceil(call.handlerMs);
    row.bytesOut += call.bytesOut;
    row.readUnits += pending.read;
    row.writeUnits += pending.write;
    row.requests += pending.operations.length;
    for (const op of pending.operations) row.operations[op] = (row.operations[op] ?? 0) + 1;
    for (const [where, units] of Object.entries(pending.by))
      row.writeUnitsBy[where] = (row.writeUnitsBy[where] ?? 0) + units;
    row.transactionIndexWriteUnits += pending.transactionIndex;
    routes.set(key, row);
    pending.transactionIndex = 0;
    pending.read = 0;
    pending.write = 0;
    pending.operations = [];
    pending.by = {};
  };
  const stack = await startLocalStack({ dataDir, ports: await freeStackPorts(), onInvoke });
  const raw = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: 'ap-south-1',
      credentials: localCredentials,
    }),
  );
  try {
    await seed();
    const call = async <T = any>(
      method: string,
      url: string,
      { token, body }: { token?: string; body?: unknown } = {},
    ): Promise<T> => {
      const res = await fetch(`${stack.apiUrl}${url}`, {
        method,
        headers: {
          // As a browser asks: the handlers compress answers over 1 KB for it.
          'accept-encoding': 'gzip, deflate, br',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };

    // Not counted: the learner's account (a new student, so the enrolment is a real one) and the course's ids.
    const session = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
      body: {
        name: 'Cost Bench Learner',
        email: `cost-bench-${Date.now()}@bench.academy`,
        password: DEMO_PASSWORD,
      },
    });
    const token = session.token;
    const courseId = courseIdFor(COURSE_SLUG);

    // Every request of the handlers' DynamoDB client asks for its consumed capacity, by index, and adds it to
    // the route call under way (the day makes one call at a time).
    const { db } = await import('../functions/src/lib/clients');
    const samples: Record<string, unknown> = {};
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const operation = String(context.commandName ?? 'unknown').replace(/Command$/, '');
        const input = args.input as { ReturnConsumedCapacity?: string };
        if (CAPACITY_OPERATIONS.has(operation)) input.ReturnConsumedCapacity ??= 'INDEXES';
        let result: Awaited<ReturnType<typeof next>>;
        try {
          result = await next(args);
        } catch (error) {
          // A refused request (a failed condition, a cancelled transaction) shows in the operations as
          // `(failed)`, without units: DynamoDB Local reports none for it. The runs so far had none.
          if (step) pending.operations.push(`${operation} (failed)`);
          throw error;
        }
        const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        if (step) {
          const units = unitsOf(operation, consumed);
          pending.read += units.read;
          pending.write += units.write;
          pending.operations.push(operation);
          if (!READ_OPERATIONS.has(operation))
            for (const [where, n] of Object.entries(writeUnitsBy(consumed))) {
              pending.by[where] = (pending.by[where] ?? 0) + n;
              if (where !== 'table' && operation === 'TransactWriteItems') pending.transactionIndex += n;
            }
          samples[operation] ??= consumed;
        }
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );

    const before = await tableBytes(raw);

    // Browse: the app's first load (config, the signed-in user), the catalogue and the course's page.
    step = 'browse';
    // The web app sends its token to signed-in and optional-auth routes only (frontend/src/lib/api-client.ts).
    await call('GET', '/api/config');
    await call('GET', '/api/auth/me', { token });
    await call('GET', '/api/catalogue');
    await call('GET', `/api/courses/${courseId}`, { token });

    // Enrol (free), then the learning page: the course with its lessons' addresses, and the enrolment.
    step = 'enrol';
    await call('POST', '/api/enrollments', { token, body: { courseId } });
    const { course } = await call<{
      course: { modules: { id: string; duration: number; hasUploadedVideo: boolean }[] };
    }>('GET', `/api/courses/${courseId}`, { token });
    await call('GET', `/api/enrollments/my-courses/${courseId}`, { token });

    // Watch: WATCH_MINUTES of playback, module after module, as the player reports it: a save every
    // SAVE_INTERVAL_MS of playback, a completion at a module's end, the next module's playback link when it is an
    // uploaded video; the bell's unread count every UNREAD_POLL_MS meanwhile. Sent back to back, with the figures
    // the player would send at each moment.
    step = 'watch';
    const modules = [...course.modules];
    let module = modules.shift()!;
    const openModule = async () => {
      if (module.hasUploadedVideo)
        await call('GET', `/api/courses/${courseId}/modules/${module.id}/video`, { token });
    };
    await openModule();
    let watched = 0; // seconds of this module
    let saves = 0;
    let nextPoll = UNREAD_POLL_MS;
    const totalMs = WATCH_MINUTES * 60_000;
    for (let at = SAVE_INTERVAL_MS; at <= totalMs; at += SAVE_INTERVAL_MS) {
      while (nextPoll <= at) {
        await call('GET', '/api/notifications/unread-count', { token });
        nextPoll += UNREAD_POLL_MS;
      }
      watched += SAVE_INTERVAL_MS / 1000;
      const length = module.duration * 60;
      if (watched >= length && modules.length > 0) {
        await call('POST', '/api/enrollments/progress', {
          token,
          body: { courseId, moduleId: module.id, completed: true, watchTime: length, position: 0 },
        });
        saves++;
        module = modules.shift()!;
        watched -= length;
        await openModule();
        continue;
      }
      await call('POST', '/api/enrollments/progress', {
        token,
        body: {
          courseId,
          moduleId: module.id,
          watchTime: Math.round(watched),
          position: Math.round(watched),
        },
      });
      saves++;
    }

    // Submit an assignment: the course's assignments, then a text submission to the first open one.
    step = 'submit';
    const { assignments } = await call<{ assignments: { id: string; dueDate: string }[] }>(
      'GET',
      `/api/assignments/course/${courseId}`,
      { token },
    );
    const open = assignments.find((a) => Date.parse(a.dueDate) > Date.now()) ?? assignments[0]!;
    await call('POST', `/api/assignments/${open.id}/submit`, {
      token,
      body: { content: 'My gallery: https://example.com/gallery, with a screenshot at each width.' },
    });

    // Post in the course forum: its first page, then a new question.
    step = 'forum';
    await call('GET', `/api/forums/course/${courseId}`, { token });
    await call('POST', '/api/forums', {
      token,
      body: {
        course: courseId,
        title: 'Grid or Flexbox for the gallery?',
        content: 'Which one would you use for a gallery that changes its column count at each width?',
        category: 'general',
      },
    });

    // Send a chat message to the course's mentor: the student's mentors, the message (the first, so it starts
    // the conversation), then the thread as the open chat reads it once.
    step = 'chat';
    await call('GET', '/api/chats/student', { token });
    await call('POST', `/api/chats/${courseId}`, {
      token,
      body: { content: 'Could you look at my gallery submission when you have a moment?' },
    });
    await call('GET', `/api/chats/${courseId}_${session.user.id}`, { token });
    step = undefined;

    const after = await tableBytes(raw);
    const storage = storageDelta(before, after);
    const rows = [...routes.values()];
    const sum = (pick: (r: RouteCost) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const day: DayCounts = {
      apiCalls: sum((r) => r.calls),
      lambdaInvocations: sum((r) => r.calls),
      lambdaBilledMs: sum((r) => r.billedMs),
      readUnits: sum((r) => r.readUnits),
      writeUnits: sum((r) => r.writeUnits),
      bytesOut: sum((r) => r.bytesOut),
      storedBytes: storage.itemBytes + storage.indexBytes,
    };
    const progress = rows.filter((r) => r.routeId === 'recordProgress');
    const progressWrites = progress.reduce((s, r) => s + r.writeUnits, 0);
    const progressBy: Record<string, number> = {};
    for (const r of progress)
      for (const [where, units] of Object.entries(r.writeUnitsBy))
        progressBy[where] = (progressBy[where] ?? 0) + units;
    return {
      routes: rows,
      day,
      watch: {
        minutes: WATCH_MINUTES,
        saveIntervalMs: SAVE_INTERVAL_MS,
        saves,
        writeUnitsPerMinute: progressWrites / WATCH_MINUTES,
        writeUnitsPerSave: progressWrites / saves,
        writeUnitsBy: progressBy,
        transactionIndexWriteUnits: progress.reduce((s, r) => s + r.transactionIndexWriteUnits, 0),
      },
      storage,
      samples,
    };
  } finally {
    raw.destroy();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface TableBytes {
  /** Each item's stored bytes (with the overhead) by key. */
  items: Map<string, number>;
  /** Each index entry's stored bytes by index and key. */
  entries: Map<string, number>;
}

/**
 * Every item's and index entry's stored size (DynamoDB's 100 bytes overhead included), read by a Scan of the
 * table on a client of the bench's own (not counted). Index entries follow each index's projection as the table
 * describes it: ALL copies the item, KEYS_ONLY the table's and the index's keys, INCLUDE those and the attributes
 * it names.
 */
async function tableBytes(raw: DynamoDBDocumentClient): Promise<TableBytes> {
  const { Table } = await raw.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
  const tableKeys = (Table?.KeySchema ?? []).map((k) => k.AttributeName!);
  const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((gsi) => ({
    name: gsi.IndexName!,
    keys: (gsi.KeySchema ?? []).map((k) => k.AttributeName!),
    projection: gsi.Projection?.ProjectionType ?? 'ALL',
    include: gsi.Projection?.NonKeyAttributes ?? [],
  }));
  const items = new Map<string, number>();
  const entries = new Map<string, number>();
  for await (const page of paginateScan({ client: raw }, { TableName: TABLE_NAME })) {
    for (const item of page.Items ?? []) {
      const key = tableKeys.map((k) => String(item[k])).join('|');
      items.set(key, itemBytes(item) + STORAGE_OVERHEAD_BYTES);
      for (const index of indexes) {
        if (!index.keys.every((k) => item[k] !== undefined)) continue;
        const projected =
          index.projection === 'ALL'
            ? item
            : Object.fromEntries(
                Object.entries(item).filter(
                  ([name]) =>
                    tableKeys.includes(name) ||
                    index.keys.includes(name) ||
                    (index.projection === 'INCLUDE' && index.include.includes(name)),
                ),
              );
        entries.set(`${index.name} ${key}`, itemBytes(projected) + STORAGE_OVERHEAD_BYTES);
      }
    }
  }
  return { items, entries };
}

/** What the day added: new items and entries whole, grown ones by their growth (shrinking counts as nothing). */
function storageDelta(before: TableBytes, after: TableBytes) {
  const grown = (b: Map<string, number>, a: Map<string, number>) => {
    let bytes = 0;
    let count = 0;
    for (const [key, size] of a) {
      const growth = size - (b.get(key) ?? 0);
      if (growth > 0) {
        bytes += growth;
        count++;
      }
    }
    return { bytes, count };
  };
  const items = grown(before.items, after.items);
  const entries = grown(before.entries, after.entries);
  return {
    items: items.count,
    itemBytes: items.bytes,
    indexEntries: entries.count,
    indexBytes: entries.bytes,
  };
}
