import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { issueInvoiceForPayment } from './invoices';

/**
 * The table's stream consumer for captured payments (shared/src/event-functions.ts: INSERTs of `payment` items):
 * issues each one's tax invoice, once (invoices.ts). A record that fails is reported, so Lambda retries from it and,
 * after its retries, sends its place in the stream to the failures queue, whose alarm a person answers: a payment
 * never stays without its invoice unnoticed.
 */
export async function handler(event: Pick<DynamoDBStreamEvent, 'Records'>): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (!image) continue;
    const item = unmarshall(image as Record<string, AttributeValue>) as {
      entity?: string;
      paymentId?: string;
    };
    if (item.entity !== 'payment' || !item.paymentId) continue;
    try {
      await issueInvoiceForPayment(item.paymentId);
    } catch (error) {
      logger.error('invoice not issued', { paymentId: item.paymentId, error: (error as Error).message });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
