import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../lib/logger';
import { runQueuedTask } from './pipeline';

const TaskMessage = z.object({ jobId: z.string().min(1), taskId: z.string().min(1) });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The transcode queue's worker (shared/src/event-functions.ts `queueConsumers`; an SQS event source mapping on
 * AWS with ReportBatchItemFailures, infra/local's queue runner locally): runs each task (pipeline.ts). A message
 * that is not a task is dropped (logged); a task that fails is reported, so the queue delivers it again.
 */
export async function handler(event: Pick<SQSEvent, 'Records'>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = TaskMessage.safeParse(parseJson(record.body));
    if (!message.success) {
      logger.error('not a transcoding task', { messageId: record.messageId });
      continue;
    }
    try {
      await runQueuedTask(message.data, Number(record.attributes?.ApproximateReceiveCount ?? 1));
    } catch (error) {
      logger.warn('transcoding task failed; the queue delivers it again', {
        ...message.data,
        error: (error as Error).message,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
