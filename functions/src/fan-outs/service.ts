import { listCourseStudentIds } from '../enrollments/service';
import { logger } from '../lib/logger';
import { deleteFanOutJob, type FanOutJob, fanOutJobPut, saveFanOutCursor } from './repository';

/**
 * Fan-outs that survive a failure (docs/data-model.md W30): a feature that must reach every student of a course
 * puts the job's item in the transaction that creates the thing (`fanOutJobPut`), then runs it (`runFanOut`)
 * with its own page function. The page function must be idempotent (Puts of the same items, notifications with
 * derived ids): a page may be written twice, by a retry or by the scheduled `resumeFanOuts`, which finishes the
 * jobs a request left behind.
 */

export type { FanOutJob, FanOutKind } from './repository';
export { fanOutJobPut };

/** Enrolments read per page of a fan-out. */
export const FAN_OUT_PAGE = 100;

/**
 * Pages a request runs itself (1,000 students, a few seconds); the scheduled resumeFanOuts writes the rest, so a
 * course of 10,000 students does not hold the request past API Gateway's 29 s.
 */
export const IN_REQUEST_PAGES = 10;

/**
 * Runs a fan-out from where it stands: a page of the course's student ids (AP25), the page function, then the
 * cursor saved on the job; the job's item is deleted after the last page. Stops before a page once `deadline`
 * (a Date.now() value) has passed or `maxPages` are done, always doing at least one, and answers 'stopped' (the
 * job and its cursor stay for the next run); 'done' when finished (also when another run finished it first).
 */
export async function runFanOut(
  job: FanOutJob,
  onPage: (studentIds: string[]) => Promise<void>,
  options: { deadline?: number; maxPages?: number; pageSize?: number } = {},
): Promise<'done' | 'stopped'> {
  let cursor = job.cursor;
  for (let pages = 0; ; pages++) {
    const spent =
      (options.deadline !== undefined && Date.now() > options.deadline) ||
      (options.maxPages !== undefined && pages >= options.maxPages);
    if (pages > 0 && spent) return 'stopped';
    const page = await listCourseStudentIds(job.courseId, options.pageSize ?? FAN_OUT_PAGE, cursor);
    await onPage(page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    if (!(await saveFanOutCursor(job, cursor))) return 'done';
  }
  await deleteFanOutJob(job);
  return 'done';
}

/**
 * A request's run of a job it has just stored, its first IN_REQUEST_PAGES pages: the scheduled `resumeFanOuts`
 * writes the rest. A failure part-way is logged and not answered, because what the request made is stored and
 * the schedule finishes the job (answering an error would invite a retry that creates the thing twice).
 */
export async function runFanOutInRequest(
  job: FanOutJob,
  onPage: (studentIds: string[]) => Promise<void>,
): Promise<void> {
  try {
    const outcome = await runFanOut(job, onPage, { maxPages: IN_REQUEST_PAGES });
    if (outcome === 'stopped')
      logger.info('fan-out handed to the scheduled resumeFanOuts', { kind: job.kind, id: job.id });
  } catch (error) {
    logger.error('fan-out stopped part-way; the scheduled resumeFanOuts finishes it', {
      kind: job.kind,
      id: job.id,
      error: (error as Error).message,
    });
  }
}
