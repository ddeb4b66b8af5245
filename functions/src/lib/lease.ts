import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { db, tableName } from './clients';
import { conditionHeld } from './db';
import { prefix } from './keys';
import { runBudgetMs } from './run-budget';

/** The lease item of a job (`LEASE#<job>` / `LEASE`): who holds it, until when (epoch ms), and a TTL for cleanup. */
const leaseKey = (job: string) => ({ PK: `${prefix.lease}${job}`, SK: 'LEASE' });

/**
 * Runs `work` only if no other run of `job` holds the lease: a conditional Put takes it (absent, or expired
 * `forMs` after its holder took it, so a crashed run blocks the next one at most that long), and a conditional
 * Delete gives it back when `work` ends, failed or not. A run that finds the lease held does nothing and answers
 * `{ skipped: 'overlap' }`. Two calls, two requests: cheap beside a job's reads.
 */
export async function withLease<T>(
  job: string,
  forMs: number,
  work: () => Promise<T>,
): Promise<T | { skipped: 'overlap' }> {
  const holder = randomUUID();
  const now = Date.now();
  const taken = await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...leaseKey(job),
          entity: 'lease',
          holder,
          until: now + forMs,
          expiresAt: Math.ceil((now + forMs) / 1000) + 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
  if (!taken) return { skipped: 'overlap' };
  try {
    return await work();
  } finally {
    await conditionHeld(
      db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: leaseKey(job),
          ConditionExpression: 'holder = :holder',
          ExpressionAttributeValues: { ':holder': holder },
        }),
      ),
    );
  }
}

/**
 * A scheduled job's lease: longer than its function's timeout (1 minute, infra/lib/schedule.ts), so a run still
 * going is never overlapped, and shorter than its rate (5 minutes), so a run that crashed holding it delays the
 * next one at most one tick.
 */
export const SCHEDULED_JOB_LEASE_MS = 2 * 60_000;

/** What a scheduled run is given: its tick's time (now without one) and its budget (lib/run-budget.ts). */
export interface ScheduledRun {
  now: Date;
  budgetMs: number;
}

/**
 * A scheduled function (EventBridge on AWS, infra/local/scheduler.ts locally) that runs `job` one run at a time: a
 * run that finds the last one still going leaves the work to it (its lease above). Its budget is the Lambda's
 * remaining time less a safety margin (infra/lib/schedule.ts gives scheduled functions 1 minute).
 */
export const scheduledJob =
  <T>(job: string, run: (tick: ScheduledRun) => Promise<T>) =>
  (event: { time?: string }, context?: Pick<Context, 'getRemainingTimeInMillis'>) =>
    withLease(job, SCHEDULED_JOB_LEASE_MS, () =>
      run({ now: new Date(event.time ?? Date.now()), budgetMs: runBudgetMs(context) }),
    );
