import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { inStreamOrder, newItems } from '../lib/stream';
import { issueInvoiceForPayment } from './invoices';

/**
 * The table's stream consumer for captured payments (shared/src/event-functions.ts: INSERTs of `payment` items):
 * issues each one's tax invoice, once (invoices.ts). A record that fails is reported, so Lambda retries from it and,
 * after its retries, sends its place in the stream to the failures queue, whose alarm a person answers: a payment
 * never stays without its invoice unnoticed.
 */
export const handler = (event: Pick<DynamoDBStreamEvent, 'Records'>) =>
  inStreamOrder(
    newItems<{ paymentId?: string }>(event, 'payment').filter(({ item }) => item.paymentId),
    (item) => issueInvoiceForPayment(item.paymentId!),
    (item, error) => logger.error('invoice not issued', { paymentId: item.paymentId, error: error.message }),
  );
