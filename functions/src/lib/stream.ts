import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/** One new item of a stream batch, with its record's sequence number (what ReportBatchItemFailures names). */
export interface NewItem<T> {
  sequence: string;
  item: T;
}

/**
 * The items of one entity that a batch of the table's stream brings (their new images, in stream order); records
 * without a new image and other entities' items are passed over.
 */
export function newItems<T>(event: Pick<DynamoDBStreamEvent, 'Records'>, entity: string): NewItem<T>[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (!image) return [];
    const item = unmarshall(image as Record<string, AttributeValue>) as T & { entity?: string };
    return item.entity === entity ? [{ sequence: record.dynamodb?.SequenceNumber ?? '', item }] : [];
  });
}

/**
 * A stream consumer's batch handled one item at a time, in stream order. The first item `handle` throws for is
 * given to `failed` (to log it) and reported alone (ReportBatchItemFailures): Lambda retries from it, and after the
 * last try sends its place in the stream to the failures queue.
 */
export async function inStreamOrder<T>(
  items: readonly NewItem<T>[],
  handle: (item: T) => Promise<unknown>,
  failed: (item: T, error: Error) => void,
): Promise<DynamoDBBatchResponse> {
  for (const { sequence, item } of items) {
    try {
      await handle(item);
    } catch (error) {
      failed(item, error as Error);
      return { batchItemFailures: [{ itemIdentifier: sequence }] };
    }
  }
  return { batchItemFailures: [] };
}
