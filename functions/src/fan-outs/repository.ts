import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { conditionHeld, putNew } from '../lib/db';
import { keys } from './keys';

/**
 * The fan-out jobs' table access (docs/data-model.md W30): one item per fan-out not yet finished
 * (`FANOUTS` / `<kind>#<id>`), holding what it reaches (the course) and how far it got (the enrolment cursor).
 */

/**
 * `announcement`: the kind a post's job had before every post fanned out (a stored one is resumed as `post`).
 * `session-change`: a session rescheduled or cancelled, told to the course's students.
 */
export type FanOutKind = 'session' | 'session-change' | 'assignment' | 'post' | 'announcement';

export interface FanOutJob {
  kind: FanOutKind;
  /** The id of what fans out (the session, the assignment, the post; a session change: `<sessionId>#<change>`). */
  id: string;
  /** Whose students it reaches. */
  courseId: string;
  /** What the kind's page function needs besides the students (small: a title, a flag). */
  payload: Record<string, string | boolean>;
  /** The next page of the course's enrolments (AP25) to write; absent before the first page. */
  cursor?: string;
  createdAt: string;
}

/** The job's item, to join the transaction that creates what fans out (never over an existing job). */
export const fanOutJobPut = (job: FanOutJob) =>
  putNew({ ...keys.fanOutJob(job.kind, job.id), entity: 'fanOutJob', ...job });

/** After a page: where the next one starts. False when the job is gone (another run finished it). */
export async function saveFanOutCursor(job: FanOutJob, cursor: string): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.fanOutJob(job.kind, job.id),
        UpdateExpression: 'SET #cursor = :cursor',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#cursor': 'cursor' },
        ExpressionAttributeValues: { ':cursor': cursor },
      }),
    ),
  );
}

/** After the last page: the job is done (deleting it twice is harmless). */
export async function deleteFanOutJob(job: Pick<FanOutJob, 'kind' | 'id'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.fanOutJob(job.kind, job.id) }));
}

/** The oldest unfinished jobs, at most `limit` (one Query, consistent). */
export async function listFanOutJobs(limit: number): Promise<FanOutJob[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.fanOutJob('', '').PK },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return Items.map((i) => ({
    kind: i.kind as FanOutKind,
    id: String(i.id),
    courseId: String(i.courseId),
    payload: (i.payload ?? {}) as FanOutJob['payload'],
    ...(typeof i.cursor === 'string' ? { cursor: i.cursor } : {}),
    createdAt: String(i.createdAt),
  }));
}
