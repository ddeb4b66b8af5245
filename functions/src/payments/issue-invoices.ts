import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * The `issueInvoices` stream consumer (shared/src/event-functions.ts): issues the tax invoice of each captured
 * payment. A stub for now, so that CDK can build its function and the local stream poller can play it; the
 * invoices are written by the payments work of issue 39, which replaces this file.
 */
export const handler = async (_event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => ({
  batchItemFailures: [],
});
