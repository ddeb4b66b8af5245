import { createHash } from 'node:crypto';

/**
 * The registry of the single table's key prefixes, and the helpers every feature's keys are built with. Each
 * feature builds its own items' keys in `functions/src/<feature>/keys.ts`, beside its access patterns
 * (docs/data-model.md is the map; "APn" there is the access pattern number); no feature builds another's
 * (docs/features.md). Every prefix is registered here, so that keys.test.ts proves them apart. Ids are Cognito
 * subs for users and ULIDs for everything else, so sort keys sort by creation. Pure functions: no SDK, no clock,
 * no randomness.
 */
export const prefix = {
  user: 'USER#',
  role: 'ROLE#',
  course: 'COURSE#',
  module: 'MODULE#',
  enrollment: 'ENROLL#',
  progress: 'PROGRESS#',
  order: 'ORDER#',
  payment: 'PAYMENT#',
  webhookEvent: 'WEBHOOK#',
  assignment: 'ASSIGN#',
  assignmentSet: 'ASSIGNSET#',
  assignmentFeed: 'ASSIGNFEED#',
  submission: 'SUB#',
  post: 'POST#',
  reply: 'REPLY#',
  forumLikes: 'FORUMLIKES#',
  /** A person's own post or reply, in their partition (issue 41: their forum contributions, for export and erasure). */
  forumAuthored: 'FORUMBY#',
  recentPosts: 'RECENTPOSTS#',
  forumFeed: 'FORUMFEED#',
  postSearch: 'POSTSEARCH#',
  liveSession: 'SESSION#',
  sessionSet: 'SESSIONSET#',
  sessionFeed: 'SESSIONFEED#',
  attendee: 'ATTENDEE#',
  chat: 'CHAT#',
  message: 'MSG#',
  ticket: 'TICKET#',
  notification: 'NOTIF#',
  certificate: 'CERT#',
  instructor: 'INSTRUCTOR#',
  assignee: 'ASSIGNEE#',
  sessionDay: 'SESSIONS#',
  ticketStatus: 'TICKETS#',
  calendarFeed: 'CALFEED#',
  ticketRequest: 'TICKETREQ#',
  /** A scheduled job's lease (lib/lease.ts): no two runs of one job at once. */
  lease: 'LEASE#',
  /** A sign-in waiting for its second step (functions/src/auth): MFA_SETUP or SOFTWARE_TOKEN_MFA. */
  mfaSession: 'MFASESSION#',
  /** A mail sent (or being sent) to a user, by its idempotency id: no mail goes twice (notifications/email). */
  emailSent: 'EMAILSENT#',
  /** A mentor chat's pending mail to one of its people, during a quiet period (notifications/email). */
  chatEmail: 'CHATEMAIL#',
  /** An e-mail address's partition: whether SES may send to it (bounces, complaints). */
  emailAddress: 'EMAILADDR#',
  /** One day's digest run: how far it got. */
  digestRun: 'DIGESTRUN#',
  /** A course's uploaded lessons' videos (functions/src/videos): one item per module with an upload. */
  courseVideos: 'COURSEVIDEOS#',
  video: 'VIDEO#',
  /** One transcoding of an upload: its plan and the tasks done (functions/src/videos). */
  videoJob: 'VIDEOJOB#',
  /** A tax invoice or credit note (functions/src/payments, issue 39). */
  taxDocument: 'TAXDOC#',
  /** A tax document series' counter for one financial year: the last number issued. */
  documentSeries: 'DOCSERIES#',
  /** A refund request of one order. */
  refund: 'REFUND#',
  /** The refunds index partitions: all, and by status. */
  refunds: 'REFUNDS#',
  /** A coupon code's partition: the code, each person's claim, each redemption (functions/src/coupons). */
  coupon: 'COUPON#',
  /** The coupons index partitions: every code (admins), and each creator's. */
  coupons: 'COUPONS#',
  /** A person's consent history, in their partition (functions/src/privacy, issue 41). */
  consent: 'CONSENT#',
  /** A person's data export, in their partition. */
  dataExport: 'EXPORT#',
  /** A parent's consent mail to send, in the minor's partition. */
  guardianMail: 'GUARDIANMAIL#',
  /** The deletions index partition: scheduled erasures by the time they are due. */
  deletions: 'DELETIONS#',
  /** The audit trail's month partitions and index partitions (functions/src/audit). */
  audit: 'AUDIT#',
  auditActor: 'AUDITACTOR#',
  auditTarget: 'AUDITTARGET#',
} as const;

/** The partition of the table's counters: one item each (users by role, courses, tickets by status …). */
export const STATS_PARTITION = 'STATS';

/**
 * A user's partition (`USER#<id>`): their profile, and the items other features keep per user beside it
 * (enrolments, progress, notifications, certificates, likes, the calendar feed), each under its own sort-key prefix.
 */
export const userPartition = (userId: string) => `${prefix.user}${userId}`;

/** Width of zero-padded counts in sort keys: 10 digits sort correctly up to 9,999,999,999. */
export const COUNT_WIDTH = 10;

/** A non-negative integer as a fixed-width string, so string order is numeric order. */
export function padCount(n: number, width = COUNT_WIDTH): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Count must be a non-negative integer: ${n}`);
  const s = String(n);
  if (s.length > width) throw new RangeError(`Count ${n} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

/**
 * An instant as UTC ISO-8601 with milliseconds (`2025-01-31T18:30:00.000Z`). Times with offsets do not
 * sort as strings, so every time in a sort key goes through here.
 */
export function isoUtc(time: string | Date): string {
  const d = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date-time: ${String(time)}`);
  return d.toISOString();
}

/** The UTC day (`yyyy-mm-dd`) an instant falls in: the bucket of the live-session reminder index. */
export const dayBucket = (time: string | Date): string => isoUtc(time).slice(0, 10);

/** Every UTC day bucket touched by [from, to] (at most 31), for AP58's window query. */
export function dayBuckets(from: string | Date, to: string | Date): string[] {
  const start = new Date(`${dayBucket(from)}T00:00:00.000Z`).getTime();
  const end = new Date(`${dayBucket(to)}T00:00:00.000Z`).getTime();
  const days: string[] = [];
  for (let t = start; t <= end && days.length < 31; t += 86_400_000) days.push(dayBucket(new Date(t)));
  return days;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID-shaped id derived from a time and a seed: the same inputs always give the same id. For
 * writes that may be repeated (notification fan-outs, reminders): the retry hits attribute_not_exists.
 */
export function derivedId(time: string | Date, seed: string): string {
  let ms = new Date(isoUtc(time)).getTime();
  let timePart = '';
  for (let i = 0; i < 10; i++) {
    timePart = CROCKFORD[ms % 32] + timePart;
    ms = Math.floor(ms / 32);
  }
  const hash = createHash('sha256').update(seed).digest();
  let randomPart = '';
  for (let i = 0; i < 16; i++) {
    const bit = i * 5;
    const byte = bit >> 3;
    const word = ((hash[byte] ?? 0) << 8) | (hash[byte + 1] ?? 0);
    randomPart += CROCKFORD[(word >> (11 - (bit & 7))) & 31];
  }
  return timePart + randomPart;
}

type IndexName = 'GSI1' | 'GSI2' | 'GSI3';

/** An item's two attributes of index `I`: its partition and its sort key there. */
export type IndexKey<I extends IndexName> = I extends IndexName
  ? { [A in `${I}PK` | `${I}SK`]: string }
  : never;

/** What a Query on one index partition needs; `keyAttributes` is what `queryPage` puts in its cursor. */
export interface IndexPartition<I extends IndexName = IndexName> {
  indexName: I;
  pkAttribute: `${I}PK`;
  skAttribute: `${I}SK`;
  pk: string;
  keyAttributes: readonly string[];
  /** The index attributes that put an item in this partition at sort key `sk` (a feature's `indexKeys`). */
  key: (sk: string) => IndexKey<I>;
}

/** An index partition of `indexName` (each feature's `indexPartition` entries are made with it). */
export const indexOn = <I extends IndexName>(indexName: I, pk: string): IndexPartition<I> => ({
  indexName,
  pkAttribute: `${indexName}PK`,
  skAttribute: `${indexName}SK`,
  pk,
  keyAttributes: ['PK', 'SK', `${indexName}PK`, `${indexName}SK`],
  key: (sk) => ({ [`${indexName}PK`]: pk, [`${indexName}SK`]: sk }) as IndexKey<I>,
});
