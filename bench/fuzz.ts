import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeList } from '@academy/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../infra/local/dynamo';
import { seed } from '../infra/local/seed';
import { freeStackPorts, startLocalStack, TABLE_NAME } from '../infra/local/stack';
import {
  changedItems,
  type FuzzFailure,
  fuzzOrder,
  fuzzRoute,
  itemsMentioning,
  prepareFuzzUsers,
} from '../test/support/fuzz';
import { watchHandlerCommands } from '../test/support/handler-commands';
import { inOwnProcess, whenChild } from './own-process';

/** Cases per route (the integration test runs 24 with a fixed seed); `FUZZ_RUNS` overrides. */
export const FUZZ_RUNS_PER_ROUTE = 200;

export interface FuzzResult {
  seed: number;
  runsPerRoute: number;
  routes: number;
  requests: number;
  /** Requests the route's schemas refuse (each must be answered 400). */
  refused: number;
  statuses: Record<number, number>;
  /** Scan (or PartiQL) commands the handlers sent; must be 0. */
  scans: number;
  /** Items mentioning the callers that sent only refused requests that changed; must be 0. */
  changedByRefused: string[];
  failures: (FuzzFailure & { report: string })[];
  seconds: number;
}

/**
 * The schema-derived fuzz of test/support/fuzz.ts with more cases per route and a new seed each run (or
 * `FUZZ_SEED`), on a stack of its own: a process of its own, as the handler modules keep the clients of the
 * first stack a process starts.
 */
export const measureFuzz = (): Promise<FuzzResult> => inOwnProcess<FuzzResult>(import.meta.url, 'fuzz');
whenChild(import.meta.url, fuzzInThisProcess);

async function fuzzInThisProcess(): Promise<FuzzResult> {
  const seedValue = process.env.FUZZ_SEED
    ? Number(process.env.FUZZ_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  const runsPerRoute = Number(process.env.FUZZ_RUNS ?? FUZZ_RUNS_PER_ROUTE);
  // Printed first, so a run that dies can still be replayed.
  console.info(`  seed ${seedValue} (replay with FUZZ_SEED=${seedValue}), ${runsPerRoute} cases per route`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-fuzz-'));
  const stack = await startLocalStack({ dataDir, ports: await freeStackPorts() });
  const started = performance.now();
  try {
    await seed();
    // Count what the handlers' client sends, as the test stack's guard does (Scan must never be among it).
    let scans = 0;
    await watchHandlerCommands((operation) => {
      if (/^(Scan|ExecuteStatement|BatchExecuteStatement)$/.test(operation)) scans++;
    }, 'initialize');
    const users = await prepareFuzzUsers(stack.apiUrl);
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.dynamoEndpoint,
        region: 'ap-south-1',
        credentials: localCredentials,
      }),
    );
    const before = await itemsMentioning(client, TABLE_NAME, users.refuserIds);
    const result: FuzzResult = {
      seed: seedValue,
      runsPerRoute,
      routes: routeList.length,
      requests: 0,
      refused: 0,
      statuses: {},
      scans: 0,
      changedByRefused: [],
      failures: [],
      seconds: 0,
    };
    for (const route of fuzzOrder(routeList)) {
      const r = await fuzzRoute(
        route,
        { apiUrl: stack.apiUrl, writers: users.writers, refusers: users.refusers, known: users.known },
        { seed: seedValue, numRuns: runsPerRoute },
      );
      result.requests += r.runs;
      result.refused += r.refused;
      for (const [status, n] of Object.entries(r.statuses))
        result.statuses[Number(status)] = (result.statuses[Number(status)] ?? 0) + n;
      if (r.failure) result.failures.push({ ...r.failure, report: r.report ?? '' });
    }
    const after = await itemsMentioning(client, TABLE_NAME, users.refuserIds);
    result.changedByRefused = changedItems(before, after);
    result.scans = scans;
    result.seconds = (performance.now() - started) / 1000;
    return result;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
