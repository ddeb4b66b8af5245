import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { localCredentials } from '../infra/local/dynamo';
import { DEMO_PASSWORD, seed } from '../infra/local/seed';
import { freeStackPorts, startLocalStack, TABLE_NAME } from '../infra/local/stack';

export const CONNECTIONS = 50;
export const DURATION_S = 10;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The benches' yardstick: a raw GetItem of a user's profile straight at DynamoDB Local (no gateway, no handler),
 * with a client of its own (`destroy` when done).
 */
export function rawProfileGet(endpoint: string, userId: string) {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localCredentials }),
  );
  return {
    get: () =>
      doc.send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } })),
    destroy: () => doc.destroy(),
  };
}

/** p50/p99 of `count` calls of `fn`, `concurrency` in flight at a time. */
export async function measure(fn: () => Promise<unknown>, count: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), count: times.length, times };
}

/**
 * GET /api/auth/me through the local gateway (JWT check, user load, handler) at 50 connections,
 * beside a raw DynamoDB Local GetItem of the same item, measured in the same run on the same stack.
 */
export async function measureApiLatency() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const stack = await startLocalStack({
    dataDir,
    ports: await freeStackPorts(),
  });
  try {
    await seed();
    const login = await fetch(`${stack.apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.academy', password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as { token: string; user: { id: string } };
    const raw = rawProfileGet(stack.dynamoEndpoint, session.user.id);
    const get = raw.get;
    await measure(get, 500, 10); // warm the JVM
    const rawSequential = await measure(get, 1000, 1);
    const rawConcurrent = await measure(get, 5000, CONNECTIONS);

    const url = `${stack.apiUrl}/api/auth/me`;
    const headers = { authorization: `Bearer ${session.token}` };
    await autocannon({ url, headers, connections: 10, amount: 500 }); // warm the handler
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    const errors = result.non2xx + result.errors;
    raw.destroy();
    return {
      me: {
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        total: result.requests.total,
        errors,
      },
      rawSequential,
      rawConcurrent,
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
