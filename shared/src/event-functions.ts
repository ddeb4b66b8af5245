import type { Grant } from './route';

/**
 * Functions that events invoke, beside the routes (routes.ts) and the timers (schedules.ts): CDK builds each one
 * (infra/lib), and the local stack plays the AWS service that invokes it (infra/local), so the very handler
 * module runs in both. Each handler module exports `handler(event)`.
 */

/** Which of the table's stream records reach a consumer: Lambda's event filter (one filter, these values). */
export interface StreamFilter {
  /** DynamoDB stream event names. */
  eventNames: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[];
  /** The new image's `entity` attribute (every item of the table names its entity). */
  entities: readonly string[];
}

export interface StreamConsumerDef {
  id: string;
  /** Handler module under functions/src, without extension. */
  handler: string;
  description: string;
  filter: StreamFilter;
  /** Records per invocation at most. */
  batchSize: number;
  /**
   * How often Lambda retries a failed record (it reports its own failures, so only they are retried, each batch
   * split in half on error) before sending the record's place in the stream to the failures queue.
   */
  maxRetries: number;
  grants: readonly Grant[];
}

/** The table's stream (new images) feeds these consumers (an event source mapping each on AWS). */
export const streamConsumers = [
  {
    id: 'emailNotifications',
    handler: 'notifications/email-notifications',
    description: 'Mail each new notification to its recipient when their settings want it mailed now',
    filter: { eventNames: ['INSERT'], entities: ['notification'] },
    batchSize: 25,
    maxRetries: 3,
    grants: ['table:read', 'table:write', 'email:send', 'email:token-secret'],
  },
] as const satisfies readonly StreamConsumerDef[];

export interface TopicSubscriberDef {
  id: string;
  handler: string;
  description: string;
  grants: readonly Grant[];
}

/**
 * SES's configuration set publishes each bounce and complaint to an SNS topic; this function, subscribed to it,
 * suppresses the address (no mail goes to it again) and the person's profile says so.
 */
export const emailEventsSubscriber = {
  id: 'emailEvents',
  handler: 'notifications/email-events',
  description: 'Suppress an address SES reports a hard bounce or a complaint for',
  grants: ['table:read', 'table:write'],
} as const satisfies TopicSubscriberDef;
