import { COURSE_MEDIA_PATH, type Grant } from '@academy/shared';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { type AcademyResources, transcodeQueueOf } from './academy-function';
import { acknowledgeWildcards } from './nag';

/** `course-media/`: the site bucket's folder of uploaded course media (COURSE_MEDIA_PATH without its slash). */
export const COURSE_MEDIA_FOLDER = COURSE_MEDIA_PATH.slice(1);

/**
 * The Cognito admin calls the API makes (functions/src/auth, functions/src/users). Enable/Disable are listed
 * for the user-status route even though deactivation is also enforced by the API itself.
 */
export const USER_POOL_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDisableUser',
  // Finishing or undoing a registration that died half-made (functions/src/users/service.ts).
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminUpdateUserAttributes',
] as const;

/**
 * A resource's ARN as cdk-nag spells it in a finding: `<Table1234.Arn>` in the stack that holds it, or
 * `<referencetoAcademyDataTable1234Arn>` in a nested stack, which gets it as a parameter.
 */
const ARN_OF = '<[A-Za-z0-9]+\\.?Arn>';

/** The table reads a function granted `table:read` may make: items by key, Queries, condition checks. No Scan. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/** The writes `table:write` adds (transactions need no action of their own: they check each item's). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The audit trail's partitions (functions/src/audit/keys.ts: `AUDIT#<yyyy-mm>`): written once, never changed. */
export const AUDIT_LEADING_KEYS = 'AUDIT#*';

/**
 * What no function may do to an audit entry (issue 41, docs/privacy.md): change or delete it, item by item, in a
 * transaction (IAM checks each item's action) or through PartiQL. A Put of a new entry stays allowed; the code
 * writes every entry with `attribute_not_exists(PK)`, so a Put never replaces one.
 */
export const AUDIT_DENIED_ACTIONS = [
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
] as const;

/** What `email:send` may do: send (SES v2's SendEmail; SendRawEmail, which SES checks for raw MIME). Nothing else. */
export const EMAIL_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'] as const;

/**
 * Who may call a function: anyone (public and optional routes), any signed-in role, or admins alone; `stream`:
 * nobody, the table's stream invokes it (./events.ts), and only such roles may read the stream; `queue`: nobody, an
 * SQS queue feeds it (./events.ts), and only such a role may receive and delete that queue's messages.
 */
export type FunctionAudience = 'public' | 'signed-in' | 'admin' | 'stream' | 'queue';
const AUDIENCE_PREFIX: Record<FunctionAudience, string> = {
  public: 'Public',
  'signed-in': '',
  admin: 'Admin',
  stream: 'Stream',
  queue: 'Queue',
};

/** What `transcode:send` may do: send to the transcode queue (one message or a batch), nothing else. */
export const TRANSCODE_SEND_ACTIONS = ['sqs:SendMessage'] as const;

/**
 * How many functions share one role at most. Each adds its own log group ARN (up to ~125 characters once
 * resolved) to the role's inline policy, and IAM caps a role's inline policies at 10,240 characters: 40 log
 * groups stay near 5,000, well under it. A grant set with more functions gets a second role, and so on.
 */
export const MAX_FUNCTIONS_PER_ROLE = 40;

/** The construct id part for a grant set: `['table:read', 'table:write']` → `TableReadTableWrite`. */
export function grantSetName(grants: readonly Grant[]): string {
  const words = [...grants].sort().flatMap((g) => g.split(/[^A-Za-z0-9]+/));
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') || 'NoGrants';
}

/**
 * The execution roles of the academy's functions: one per distinct grant set (`grantsOf(route)`, a schedule's
 * `grants`), shared by every function with exactly that set. A function's access is the role's: its grants,
 * X-Ray, and writing to the log groups of the functions sharing the role (each adds its own, see
 * AcademyFunction). One role per function put 2 resources per route (role and policy) against CloudFormation's
 * 500-resource stack limit; sharing costs 2 per grant set instead.
 */
export class FunctionRoles extends Construct {
  private readonly resources: AcademyResources;
  /** Roles per grant set key, filled up to MAX_FUNCTIONS_PER_ROLE each in creation order. */
  private readonly roles = new Map<string, { role: Role; users: number }[]>();

  constructor(
    scope: Construct,
    id: string,
    resources: AcademyResources,
    /** `readsOriginSecret`: the roles of API functions, which check each request's origin header. */
    private readonly options: { readsOriginSecret?: boolean } = {},
  ) {
    super(scope, id);
    this.resources = resources;
  }

  /**
   * The role for one more function with exactly `grants` (order and duplicates do not matter) and `audience`:
   * functions anyone may call never share a role with functions only admins may call, even with the same grants
   * (a public function that could be made to misbehave then holds no admin function's role).
   */
  roleFor(grants: readonly Grant[], audience: FunctionAudience = 'signed-in'): Role {
    const sorted = [...new Set(grants)].sort();
    const key = `${audience}: ${sorted.join(' ')}`;
    const pool = this.roles.get(key) ?? [];
    this.roles.set(key, pool);
    let slot = pool.at(-1);
    if (!slot || slot.users >= MAX_FUNCTIONS_PER_ROLE) {
      const name = `${AUDIENCE_PREFIX[audience]}${grantSetName(sorted)}`;
      const role = new Role(this, pool.length === 0 ? name : `${name}${pool.length + 1}`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Academy ${audience} functions granted: ${sorted.join(', ') || 'nothing but their logs'}`,
      });
      this.applyGrants(role, sorted);
      this.acknowledge(role);
      slot = { role, users: 0 };
      pool.push(slot);
    }
    slot.users += 1;
    return slot.role;
  }

  /** Each grant becomes the narrowest CDK grant for it (see `Grant` in shared/src/route.ts). */
  private applyGrants(role: Role, grants: readonly Grant[]): void {
    const r = this.resources;
    const has = (g: Grant) => grants.includes(g);
    // The item calls the handlers make, on the table and its indexes: never Scan (nor PartiQL, which can scan).
    if (has('table:read') || has('table:write'))
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: has('table:write')
            ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]
            : [...TABLE_READ_ACTIONS],
          resources: [r.table.tableArn, `${r.table.tableArn}/index/*`],
        }),
      );
    // The audit trail is append-only (issue 41): whatever a function is granted, it may not change or delete an
    // entry. `ForAllValues` over the request's partition keys: UpdateItem and DeleteItem name one. A batch may name
    // several, and one audit key among others must be enough to refuse it: `ForAnyValue` for BatchWriteItem.
    if (has('table:read') || has('table:write')) {
      const tableResources = [r.table.tableArn, `${r.table.tableArn}/index/*`];
      role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: [...AUDIT_DENIED_ACTIONS],
          resources: tableResources,
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] } },
        }),
      );
      role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['dynamodb:BatchWriteItem'],
          resources: tableResources,
          conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] } },
        }),
      );
    }
    if (has('userpool:admin')) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: [...USER_POOL_ADMIN_ACTIONS], resources: [r.userPool.userPoolArn] }),
      );
    }
    if (has('videos:read')) r.videosBucket.grantRead(role);
    if (has('videos:write')) r.videosBucket.grantWrite(role);
    if (has('certificates:read')) r.certificatesBucket.grantRead(role);
    if (has('certificates:write')) r.certificatesBucket.grantWrite(role);
    // Tax documents (issue 39): read them, and put new ones (and versions); never delete one (the bucket locks each
    // version for the retention anyway).
    if (has('invoices:read')) r.invoicesBucket.grantRead(role);
    if (has('invoices:write')) r.invoicesBucket.grantPut(role);
    // Data exports (issue 41): the link route reads (its presigned GET acts with its rights), the builder puts;
    // none deletes (the bucket's lifecycle does).
    if (has('exports:read')) r.exportsBucket.grantRead(role);
    if (has('exports:write')) r.exportsBucket.grantPut(role);
    // The course media folder of the site bucket only: such a function cannot touch the app's own files. It puts
    // (and tags, to retire) objects there; the bucket's lifecycle deletes them.
    if (has('site-media:write')) r.siteBucket.grantPut(role, `${COURSE_MEDIA_FOLDER}*`);
    // Each Razorpay secret alone: the order and verify routes read the key secret, the webhook its own.
    if (has('razorpay:key-secret')) r.razorpay.keySecret.grantRead(role);
    if (has('razorpay:webhook-secret')) r.razorpay.webhookSecret.grantRead(role);
    // Mail as the stage's identity alone, from its one address, with its configuration set (SES checks the
    // caller's rights on both ARNs); no other identity, no ses:*. No identity (no e-mail domain): no mail at all.
    if (has('email:send') && r.email.identityArn && r.email.fromAddress)
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...EMAIL_SEND_ACTIONS],
          resources: [r.email.identityArn, r.email.configurationSetArn],
          conditions: { StringEquals: { 'ses:FromAddress': r.email.fromAddress } },
        }),
      );
    // The key that signs unsubscribe links (generated in the stack, read at run time).
    if (has('email:token-secret')) r.email.tokenSecret.grantRead(role);
    // The private key that signs the CloudFront cookies for /hls/* (issue 38), read at run time.
    if (has('video:sign')) r.videoSigning.secret.grantRead(role);
    // The planner queues the transcoding tasks: SendMessage (and SendMessageBatch, which IAM checks as it) on that
    // queue only; the URL comes from the environment, so not even GetQueueUrl.
    if (has('transcode:send'))
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...TRANSCODE_SEND_ACTIONS],
          resources: [transcodeQueueOf(r).queueArn],
        }),
      );
    // The API's functions check every request's origin header against the origin secret (lib/origin.ts).
    if (this.options.readsOriginSecret) r.originSecret.grantRead(role);
  }

  private acknowledge(role: Role): void {
    acknowledgeWildcards(role, [
      {
        finding: /^Resource::\*$/,
        reason:
          'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level scope.',
      },
      {
        finding: new RegExp(`^Resource::${ARN_OF}/index/\\*$`),
        reason: 'Queries on the GSIs of the academy table only (the table grant covers its own indexes).',
      },
      {
        finding: new RegExp(`^Resource::${ARN_OF}/\\*$`),
        reason:
          'Object keys are generated per upload; the grant is limited to the objects of one named bucket.',
      },
      {
        finding: new RegExp(`^Resource::${ARN_OF}/${COURSE_MEDIA_FOLDER}\\*$`),
        reason:
          'Uploaded course thumbnails get a new key each; the grant is limited to the course-media/ folder of the site bucket.',
      },
      {
        finding:
          /^Resource::arn:<AWS::Partition>:secretsmanager:[a-z0-9-]+:<AWS::AccountId>:secret:[A-Za-z0-9/_+=.@-]+-\?{6}$/,
        reason:
          'A secret named before the deploy (Razorpay’s): Secrets Manager ends its ARN with 6 random characters, so the grant names that one secret by name and `-??????`.',
      },
      {
        finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
        reason: 'The standard CDK bucket read/write action set, scoped to a single bucket and its objects.',
      },
    ]);
  }
}
