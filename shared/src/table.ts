/**
 * The single DynamoDB table, described once. CDK (`infra/lib/data.ts`) and the local stack
 * (`infra/local/dynamo.ts`) both build the real table from this object, so they cannot drift.
 * Every index projects ALL attributes; keys are strings. See docs/data-model.md.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  /** The table's stream: each change's new image, read by the stream consumers (shared/src/event-functions.ts). */
  stream: 'NEW_IMAGE',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['name'];
