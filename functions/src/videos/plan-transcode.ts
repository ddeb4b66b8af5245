import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { planJob } from './pipeline';

/**
 * The table's stream consumer for new transcoding jobs (shared/src/event-functions.ts: INSERTs of `videoJob`
 * items; CDK's event source mapping on AWS, infra/local's stream poller locally): plans each and queues its tasks
 * (pipeline.ts). A record that fails is reported alone, so Lambda retries from it.
 */
export async function handler(event: Pick<DynamoDBStreamEvent, 'Records'>): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (!image) continue;
    const item = unmarshall(image as Record<string, AttributeValue>) as { entity?: string; jobId?: string };
    if (item.entity !== 'videoJob' || !item.jobId) continue;
    try {
      await planJob(item.jobId);
    } catch (error) {
      logger.error('transcoding not planned', { jobId: item.jobId, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
