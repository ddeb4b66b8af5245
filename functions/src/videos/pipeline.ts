import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { queueConsumers } from '@academy/shared/event-functions';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { ulid } from 'ulid';
import { setModuleDurationFromVideo } from '../courses/service';
import { sqsClient } from '../lib/clients';
import { chunksOf } from '../lib/db';
import { env, required } from '../lib/env';
import { logger } from '../lib/logger';
import { getText, jobFolder, putText, sourceLink, uploadFolder } from './hls-storage';
import {
  getJob,
  getVideo,
  type JobRecord,
  markFailed,
  markReady,
  markTaskDone,
  savePlan,
  setPercent,
  startJob,
  type TaskMessage,
} from './repository';
import {
  chunkPlaylistName,
  finishedLecture,
  INDEX,
  MASTER,
  planTasks,
  probe,
  runTask,
  stitchPlaylists,
  tracksOf,
} from './transcode';

/**
 * Issue 38's transcoding, off the request path, the same code locally and on AWS (docs/video.md):
 * 1. An upload completes (or a failed one is retried): a job item is written with the video's new state (W36).
 * 2. The table stream hands the job's INSERT to the planner (plan-transcode.ts): it reads the source's length,
 *    size and sound through a short-lived link and queues one task per rendition chunk, audio chunk and poster
 *    (W37). A lecture of up to two hours is 61 tasks of at most 10 minutes of video each.
 * 3. The transcode queue hands each task to a worker (transcode-task.ts): ffmpeg reads its part of the original
 *    (ranges of the same link), writes segments and a chunk playlist, uploads them, and counts the task done
 *    (W38, a string set: a message delivered twice counts once). The percentage follows the tasks done.
 * 4. The task that completes the count stitches each track's chunk playlists into one, writes the master playlist,
 *    and marks the video ready (only if its job is still the module's: a newer upload wins); the module's duration
 *    becomes the real one.
 * A task that fails is retried by the queue; on its last delivery the video is marked failed with the reason, and
 * the instructor may retry (a new job, from the kept original).
 */

const transcodeQueue = queueConsumers.find((q) => q.id === 'transcodeTask')!;

/** The instructor's words for a video that could not be read, or that failed every attempt. */
export const FAILURE_REASONS = {
  unreadable: 'This file could not be read as a video. Upload it again, or another file.',
  repeated: 'Processing stopped after repeated errors. Retry it; if it fails again, upload the file again.',
} as const;

/** W36: transcoding starts for a module's upload (or again, for a failed one); answers the job's id. */
export async function beginTranscoding(
  courseId: string,
  moduleId: string,
  sourceKey: string,
  retryOf?: string,
): Promise<string> {
  const jobId = ulid();
  await startJob({ jobId, courseId, moduleId, sourceKey }, retryOf ? { failedJobId: retryOf } : undefined);
  return jobId;
}

/** The planner: a job's plan (made once) and its tasks queued (again, for any not yet done: done ones skip). */
export async function planJob(jobId: string): Promise<void> {
  let job = await getJob(jobId);
  if (!job || job.finished) return;
  if (!job.tasks) {
    const source = await probe(ffmpeg.path, await sourceLink(job.sourceKey)).catch(() => undefined);
    if (!source || source.durationSeconds <= 0) {
      logger.warn('upload not readable as a video', { jobId, sourceKey: job.sourceKey });
      await markFailed(job, FAILURE_REASONS.unreadable);
      return;
    }
    job = await savePlan(jobId, source, planTasks(source, env().TRANSCODE_CHUNK_SECONDS));
  }
  const pending = (job.tasks ?? []).filter((task) => !job.done?.has(task.id));
  for (const batch of chunksOf(pending, 10)) {
    const { Failed } = await sqsClient().send(
      new SendMessageBatchCommand({
        QueueUrl: required('TRANSCODE_QUEUE_URL'),
        Entries: batch.map((task, i) => ({
          Id: String(i),
          MessageBody: JSON.stringify({ jobId, taskId: task.id } satisfies TaskMessage),
        })),
      }),
    );
    if (Failed?.length) throw new Error(`${Failed.length} transcoding tasks were not queued`);
  }
}

/**
 * A worker's task: run unless the job is over, superseded or has it done; count it; and if it completed the job,
 * finish. `receiveCount` is the queue's delivery count: the last delivery that fails marks the video failed.
 */
export async function runQueuedTask(message: TaskMessage, receiveCount: number): Promise<void> {
  let job = await getJob(message.jobId);
  if (!job || job.finished) return;
  const video = await getVideo(job.courseId, job.moduleId);
  if (video?.jobId !== job.jobId) return; // a newer upload (or retry) took the module's place
  const task = job.tasks?.find((t) => t.id === message.taskId);
  if (!task || !job.source) return;
  if (!job.done?.has(task.id)) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'transcode-'));
    try {
      await runTask({
        ffmpegPath: ffmpeg.path,
        input: await sourceLink(job.sourceKey),
        outDir: dir,
        source: job.source,
        task,
      });
      await uploadFolder(dir, jobFolder(job.courseId, job.moduleId, job.jobId));
    } catch (error) {
      if (receiveCount >= transcodeQueue.maxReceiveCount) {
        logger.error('transcoding task failed on its last attempt', { ...message, error });
        await markFailed(job, FAILURE_REASONS.repeated);
        return;
      }
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    job = await markTaskDone(job.jobId, task.id);
    const total = job.tasks?.length ?? 1;
    // 99 at most until the playlists are stitched and the video is ready.
    await setPercent(
      job.courseId,
      job.moduleId,
      job.jobId,
      Math.min(99, Math.floor(((job.done?.size ?? 0) / total) * 100)),
    );
  }
  if (!job.finished && job.tasks && job.done?.size === job.tasks.length) await finishJob(job);
}

/** Every task done: each track's playlist stitched from its chunks, the master written, the video ready. */
async function finishJob(job: JobRecord): Promise<void> {
  const folder = jobFolder(job.courseId, job.moduleId, job.jobId);
  for (const [track, chunks] of tracksOf(job.tasks ?? [])) {
    const playlists = await Promise.all(
      Array.from({ length: chunks }, (_, i) => getText(`${folder}${track}/${chunkPlaylistName(i)}`)),
    );
    await putText(`${folder}${track}/${INDEX}`, stitchPlaylists(playlists));
  }
  const { result, master } = finishedLecture(job.source!);
  await putText(`${folder}${MASTER}`, master);
  if (await markReady(job, { folder, ...result })) {
    await setModuleDurationFromVideo(job.courseId, job.moduleId, job.sourceKey, result.durationSeconds);
  }
}
