import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { inStreamOrder, newItems } from '../lib/stream';
import { planJob } from './pipeline';

/**
 * The table's stream consumer for new transcoding jobs (shared/src/event-functions.ts: INSERTs of `videoJob`
 * items; CDK's event source mapping on AWS, infra/local's stream poller locally): plans each and queues its tasks
 * (pipeline.ts). A record that fails is reported alone, so Lambda retries from it.
 */
export const handler = (event: Pick<DynamoDBStreamEvent, 'Records'>) =>
  inStreamOrder(
    newItems<{ jobId?: string }>(event, 'videoJob').filter(({ item }) => item.jobId),
    (item) => planJob(item.jobId!),
    (item, error) => logger.error('transcoding not planned', { jobId: item.jobId, error: error.message }),
  );
