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
  /** The function's timeout. @default 60 (a batch of mails) */
  timeoutSeconds?: number;
  /** @default Lambda's default for the stack's functions */
  memoryMb?: number;
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
    // invoices:read: a tax invoice's mail carries its PDF (issue 39).
    grants: ['table:read', 'table:write', 'email:send', 'email:token-secret', 'invoices:read'],
  },
  {
    id: 'planTranscode',
    handler: 'videos/plan-transcode',
    description:
      'Read a new upload (length, size, sound) and queue its transcoding tasks: each rendition in chunks of 10 minutes, and a poster',
    filter: { eventNames: ['INSERT'], entities: ['videoJob'] },
    batchSize: 1,
    maxRetries: 3,
    grants: ['table:read', 'table:write', 'videos:read', 'transcode:send'],
  },
  {
    id: 'issueInvoices',
    handler: 'payments/issue-invoices',
    description:
      'Issue the tax invoice of each captured payment: the next number of the financial year’s series, gapless, once per payment',
    filter: { eventNames: ['INSERT'], entities: ['payment'] },
    batchSize: 10,
    maxRetries: 5,
    // invoices:read and write: the PDF is stored once (its presence asked first), then attached to the receipt.
    grants: ['table:read', 'table:write', 'invoices:read', 'invoices:write'],
  },
  {
    id: 'mailGuardianConsent',
    handler: 'privacy/mail-guardian-consent',
    description:
      'Mail a minor’s parent or guardian the signed link to consent to the account (at registration, and when asked again)',
    filter: { eventNames: ['INSERT'], entities: ['guardianMail'] },
    batchSize: 10,
    maxRetries: 3,
    // email:token-secret: the link's token is signed with the e-mail key, as the unsubscribe links are.
    grants: ['table:read', 'table:write', 'email:send', 'email:token-secret'],
  },
  {
    id: 'buildDataExports',
    handler: 'privacy/build-export',
    description:
      'Build a person’s data export (issue 41): every feature’s part and files into one ZIP in the exports bucket, then tell them it is ready',
    filter: { eventNames: ['INSERT'], entities: ['dataExport'] },
    batchSize: 1,
    // Three tries in all (privacy/build-export.ts BUILD_TRIES): the last failure marks the export failed.
    maxRetries: 2,
    // Reading everything about a person and their files, and zipping it: minutes and memory, not a mail's second.
    timeoutSeconds: 900,
    memoryMb: 2048,
    // The files the parts name: submissions' uploads (videos bucket), certificates' and tax documents' PDFs.
    grants: [
      'table:read',
      'table:write',
      'exports:write',
      'videos:read',
      'certificates:read',
      'invoices:read',
    ],
  },
] as const satisfies readonly StreamConsumerDef[];

export interface QueueConsumerDef {
  id: string;
  handler: string;
  description: string;
  /** The queue's name (on AWS it gets the stage's prefix; locally the SQS stand-in holds it by this name). */
  queue: string;
  /** Messages per invocation. */
  batchSize: number;
  /** The function's timeout; the queue's visibility timeout is a minute longer. */
  timeoutSeconds: number;
  memoryMb: number;
  /** /tmp, megabytes. */
  ephemeralStorageMb: number;
  /** Deliveries of a message before it goes to the queue's dead-letter queue. */
  maxReceiveCount: number;
  grants: readonly Grant[];
}

/**
 * Functions fed by an SQS queue (an event source mapping each on AWS; infra/local plays it, receiving and deleting as
 * Lambda does, redriving to the dead-letter queue after `maxReceiveCount` deliveries). The handler gets SQS's event
 * (`Records[].body`, `Records[].attributes.ApproximateReceiveCount`) and answers `{ batchItemFailures }`.
 */
export const queueConsumers = [
  {
    id: 'transcodeTask',
    handler: 'videos/transcode-task',
    description:
      'Transcode one task of an upload (one rendition’s chunk, or the poster); the last task done stitches the playlists and marks the lesson ready',
    queue: 'academy-transcode',
    batchSize: 1,
    timeoutSeconds: 900,
    memoryMb: 3008,
    ephemeralStorageMb: 10240,
    maxReceiveCount: 3,
    grants: ['table:read', 'table:write', 'videos:read', 'videos:write'],
  },
] as const satisfies readonly QueueConsumerDef[];

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
