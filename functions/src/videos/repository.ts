import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { getOne, isConditionFailure, queryAll, transact } from '../lib/db';
import { courseVideosPartition, keys } from './keys';
import type { Chunk, SourceInfo, Task, TranscodeResult } from './transcode';

export type VideoStateName = 'processing' | 'ready' | 'failed';

/** A caption track as stored: its object under the lesson's `captions/` folder. */
export interface CaptionRecord {
  language: string;
  label: string;
  key: string;
}

/** A module's uploaded video: the original it was made from, the job making it, and what it offers once ready. */
export interface VideoRecord {
  courseId: string;
  moduleId: string;
  /** The original (kept): `videos/<courseId>/<moduleId>/<ulid>`. */
  sourceKey: string;
  jobId: string;
  state: VideoStateName;
  percent: number;
  reason?: string;
  /** Set when ready: the job's folder (`hls/<courseId>/<moduleId>/<jobId>/`) and what it holds. */
  hls?: { folder: string } & TranscodeResult;
  captions: CaptionRecord[];
  updatedAt: string;
}

/** A transcoding: created with the upload (its INSERT starts the planner), planned once, its tasks counted done. */
export interface JobRecord {
  jobId: string;
  courseId: string;
  moduleId: string;
  sourceKey: string;
  createdAt: string;
  /** Set by the planner: what the source is and the tasks it takes. */
  source?: SourceInfo;
  tasks?: Task[];
  /** Ids of the tasks done (a string set: a task counted twice is counted once). */
  done?: Set<string>;
  finished?: boolean;
}

/** What a queued task message carries. */
export interface TaskMessage {
  jobId: string;
  taskId: string;
}

export type { Chunk };

/** AP97: a module's video. */
export const getVideo = (courseId: string, moduleId: string) =>
  getOne<VideoRecord>(keys.video(courseId, moduleId));

/** AP96: a course's videos (one per module with an upload, so at most the course's module cap). */
export async function listVideos(courseId: string): Promise<VideoRecord[]> {
  const { items } = await queryAll<VideoRecord>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': courseVideosPartition(courseId) },
  });
  return items;
}

export const getJob = async (jobId: string) => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.videoJob(jobId), ConsistentRead: true }),
  );
  return Item as JobRecord | undefined;
};

/** Jobs are kept a month (TTL): long enough to look into one, and a retry is a new job. */
const JOB_KEPT_SECONDS = 30 * 86_400;

/**
 * W36: a new transcoding of a module's upload: the video item points at the new job (processing, 0 %; its
 * captions stay, its old renditions are no longer offered) and the job is created, in one transaction. `expect`
 * guards a retry: the video must still be failed on the same job.
 */
export async function startJob(
  job: Pick<JobRecord, 'jobId' | 'courseId' | 'moduleId' | 'sourceKey'>,
  expect?: { failedJobId: string },
): Promise<void> {
  const now = new Date().toISOString();
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.video(job.courseId, job.moduleId),
        UpdateExpression:
          'SET entity = :entity, courseId = :courseId, moduleId = :moduleId, sourceKey = :source, jobId = :job, #state = :processing, #percent = :zero, updatedAt = :now, captions = if_not_exists(captions, :none) REMOVE reason, hls',
        ...(expect
          ? { ConditionExpression: 'jobId = :failedJob AND #state = :failed AND sourceKey = :source' }
          : {}),
        ExpressionAttributeNames: { '#state': 'state', '#percent': 'percent' },
        ExpressionAttributeValues: {
          ':entity': 'video',
          ':courseId': job.courseId,
          ':moduleId': job.moduleId,
          ':source': job.sourceKey,
          ':job': job.jobId,
          ':processing': 'processing',
          ':zero': 0,
          ':now': now,
          ':none': [],
          ...(expect ? { ':failedJob': expect.failedJobId, ':failed': 'failed' } : {}),
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.videoJob(job.jobId),
          entity: 'videoJob',
          ...job,
          createdAt: now,
          expiresAt: Math.floor(Date.now() / 1000) + JOB_KEPT_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ]);
}

/** W37: the planner's plan, stored once (a planner run again finds it and queues the same tasks). */
export const savePlan = (jobId: string, source: SourceInfo, tasks: Task[]): Promise<JobRecord> =>
  updateJobOnce(jobId, {
    UpdateExpression: 'SET #source = :source, tasks = :tasks',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(tasks)',
    ExpressionAttributeNames: { '#source': 'source' },
    ExpressionAttributeValues: { ':source': source, ':tasks': tasks },
  });

/**
 * W38: a task done. Answers the job as it is now; a task counted already (a message delivered twice, or a run
 * that stopped after counting) is not counted again, and the job is answered all the same.
 */
export const markTaskDone = (jobId: string, taskId: string): Promise<JobRecord> =>
  updateJobOnce(jobId, {
    UpdateExpression: 'ADD done :task',
    ConditionExpression: 'attribute_exists(PK) AND NOT contains(done, :id)',
    ExpressionAttributeValues: { ':task': new Set([taskId]), ':id': taskId },
  });

/**
 * A write to a job that must happen once: its condition says it has not happened yet. Answers the job after it,
 * or, when the condition fails (it happened already: a second run, a message delivered twice), the job as it is.
 */
async function updateJobOnce(
  jobId: string,
  update: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<JobRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.videoJob(jobId),
        ...update,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as JobRecord;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const job = await getJob(jobId);
    if (!job) throw error;
    return job;
  }
}

/** The video's percentage while its job is the current one and still processing (never backwards). */
export async function setPercent(courseId: string, moduleId: string, jobId: string, percent: number) {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.video(courseId, moduleId),
        UpdateExpression: 'SET #percent = :percent, updatedAt = :now',
        ConditionExpression: 'jobId = :job AND #state = :processing AND #percent < :percent',
        ExpressionAttributeNames: { '#percent': 'percent', '#state': 'state' },
        ExpressionAttributeValues: {
          ':percent': percent,
          ':job': jobId,
          ':processing': 'processing',
          ':now': new Date().toISOString(),
        },
      }),
    )
    .catch((error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** The job is over (ready or failed): a task still queued finds it so and does nothing. */
const jobFinished = (jobId: string) => ({
  Update: {
    TableName: tableName(),
    Key: keys.videoJob(jobId),
    UpdateExpression: 'SET finished = :true',
    ExpressionAttributeValues: { ':true': true },
  },
});

/**
 * The video is ready (its job is still the current one; else nothing changes and false is answered), and the job
 * finished, in one transaction.
 */
export async function markReady(job: JobRecord, hls: VideoRecord['hls']): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.video(job.courseId, job.moduleId),
          UpdateExpression:
            'SET #state = :ready, #percent = :full, hls = :hls, updatedAt = :now REMOVE reason',
          ConditionExpression: 'jobId = :job AND #state = :processing',
          ExpressionAttributeNames: { '#state': 'state', '#percent': 'percent' },
          ExpressionAttributeValues: {
            ':ready': 'ready',
            ':processing': 'processing',
            ':full': 100,
            ':hls': hls,
            ':job': job.jobId,
            ':now': new Date().toISOString(),
          },
        },
      },
      jobFinished(job.jobId),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The video failed, with the reason the instructor reads (only while its job is the current one and processing). */
export async function markFailed(job: Pick<JobRecord, 'jobId' | 'courseId' | 'moduleId'>, reason: string) {
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.video(job.courseId, job.moduleId),
          UpdateExpression: 'SET #state = :failed, reason = :reason, updatedAt = :now',
          ConditionExpression: 'jobId = :job AND #state = :processing',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':processing': 'processing',
            ':reason': reason,
            ':job': job.jobId,
            ':now': new Date().toISOString(),
          },
        },
      },
      jobFinished(job.jobId),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * A lesson's caption tracks replaced by `captions`, if they are still `previous` (two editors at once: the later
 * one is told to try again). Answers the video as it now is, or undefined when the tracks changed meanwhile.
 */
export async function setCaptions(
  courseId: string,
  moduleId: string,
  previous: CaptionRecord[],
  captions: CaptionRecord[],
): Promise<VideoRecord | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.video(courseId, moduleId),
        UpdateExpression: 'SET captions = :captions, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND captions = :previous',
        ExpressionAttributeValues: {
          ':captions': captions,
          ':previous': previous,
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as VideoRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
