import { resumeAssignmentFanOut } from '../assignments/service';
import { resumePostFanOut } from '../forums/service';
import { scheduledJob } from '../lib/lease';
import { logger } from '../lib/logger';
import { DEFAULT_BUDGET_MS } from '../lib/run-budget';
import { resumeSessionChangeFanOut, resumeSessionFanOut } from '../live-sessions/service';
import { deleteFanOutJob, type FanOutJob, type FanOutKind, listFanOutJobs } from './repository';
import { runFanOut } from './service';

/** Each kind's page function, from its feature's service; undefined when what fanned out is gone. */
const resumers: Record<
  FanOutKind,
  (job: FanOutJob) => Promise<((studentIds: string[]) => Promise<void>) | undefined>
> = {
  session: resumeSessionFanOut,
  'session-change': resumeSessionChangeFanOut,
  assignment: resumeAssignmentFanOut,
  post: resumePostFanOut,
  announcement: resumePostFanOut,
};

/** A job younger than this is most likely still being run by its request: it is left to it. */
const MIN_AGE_MS = 2 * 60_000;
/** Jobs looked at per run. */
const JOBS_PER_RUN = 25;

export interface ResumeOptions {
  now?: Date;
  budgetMs?: number;
  minAgeMs?: number;
  pageSize?: number;
}

export interface ResumeResult {
  jobs: number;
  finished: number;
  stoppedEarly: boolean;
}

/**
 * W30: finishes the fan-outs that a request stored and did not finish (it failed or timed out part-way): up to
 * 25 jobs a run (by kind, then oldest first), each from its saved cursor, each kind through its feature's page
 * function (idempotent, so a page written twice changes nothing). A job whose session, assignment or post is gone
 * is dropped. A run stops before a page once its budget is spent, always doing one, and the next run goes on from
 * the saved cursor.
 */
export async function resumeFanOuts(options: ResumeOptions = {}): Promise<ResumeResult> {
  const now = (options.now ?? new Date()).getTime();
  const deadline = Date.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const minAge = options.minAgeMs ?? MIN_AGE_MS;
  const jobs = (await listFanOutJobs(JOBS_PER_RUN)).filter((j) => now - Date.parse(j.createdAt) >= minAge);
  const result: ResumeResult = { jobs: jobs.length, finished: 0, stoppedEarly: false };
  for (const job of jobs) {
    if (result.finished > 0 && Date.now() > deadline) {
      result.stoppedEarly = true;
      break;
    }
    try {
      const onPage = await resumers[job.kind]?.(job);
      if (!onPage) {
        await deleteFanOutJob(job);
        result.finished++;
        continue;
      }
      const outcome = await runFanOut(job, onPage, { deadline, pageSize: options.pageSize });
      if (outcome === 'stopped') {
        result.stoppedEarly = true;
        break;
      }
      result.finished++;
    } catch (error) {
      // One job failing (the table busy, a bad item) does not hold up the others; the next run tries it again.
      logger.error('fan-out job failed; the next run tries again', {
        kind: job.kind,
        id: job.id,
        error: (error as Error).message,
      });
    }
  }
  if (result.jobs > 0) logger.info('fan-outs resumed', { ...result });
  return result;
}

/** The scheduled function (every 5 minutes). */
export const handler = scheduledJob('resumeFanOuts', ({ budgetMs }) => resumeFanOuts({ budgetMs }));
