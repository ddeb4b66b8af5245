/**
 * The store clients' timeouts on the local stack (functions/src/lib/env.ts has the defaults for AWS: 1 s to
 * connect, 2 s for an answer). DynamoDB Local runs transactions one at a time, so the tests' and benches'
 * hundred writers at once queue for seconds, which DynamoDB never makes them do. A stopped store still fails at
 * once: its connection is refused, whatever the timeout.
 */
export const localStoreTimeouts = {
  STORE_CONNECTION_TIMEOUT_MS: '10000',
  STORE_REQUEST_TIMEOUT_MS: '15000',
} as const;
