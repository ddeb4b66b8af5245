import type { Grant } from '@academy/shared';
import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { lambdaBundling } from './bundling';
import type { EmailResources } from './email';
import type { FunctionAudience, FunctionRoles } from './function-roles';
import { acknowledge } from './nag';
import { handlerEntry, repoRoot } from './paths';

/** The shared resources a function may be granted access to (see `Grant` in shared/src/route.ts). */
export interface AcademyResources {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly videosBucket: IBucket;
  /** Razorpay's publishable key id, and its two secrets in Secrets Manager (read at run time). */
  readonly razorpay: RazorpayResources;
  /** The origin secret CloudFront sends to the API (JSON `current`, `previous`): the API's functions read it. */
  readonly originSecret: ISecret;
  readonly certificatesBucket: IBucket;
  /** The web app's bucket: functions granted `site-media:write` publish course thumbnails in its course-media/. */
  readonly siteBucket: IBucket;
  /** SES's sender, configuration set and rate, and the unsubscribe links' key (`email:send`, `email:token-secret`). */
  readonly email: EmailResources;
}

export interface RazorpaySettings {
  /** The publishable key id (not a secret; the checkout shows it). */
  readonly keyId: string;
  /** Name of the Secrets Manager secret holding the key secret (a plain string), made before the deploy. */
  readonly keySecretName: string;
  /** Name of the Secrets Manager secret holding the webhook secret (a plain string), made before the deploy. */
  readonly webhookSecretName: string;
}

/** Razorpay's settings with its secrets as constructs, so that roles can be granted each one alone. */
export interface RazorpayResources {
  readonly keyId: string;
  readonly keySecret: ISecret;
  readonly webhookSecret: ISecret;
}

/** Every function's memory unless its props say otherwise (the cost bench prices Lambda time at it). */
export const DEFAULT_MEMORY_MB = 512;

/** The tag that marks the application's own functions (CDK helper functions do not carry it). */
export const FUNCTION_TAG = 'academy:function';

export interface AcademyFunctionProps {
  /** Handler module under functions/src without extension, e.g. `users/list-users`; it exports `handler`. */
  readonly handlerModule: string;
  /** What the function may touch: it runs with the shared role of exactly this grant set. */
  readonly grants: readonly Grant[];
  readonly resources: AcademyResources;
  /** Where the role for `grants` comes from (one per stack). */
  readonly roles: FunctionRoles;
  /** Who may call it: its role is never shared across audiences. @default 'signed-in' */
  readonly audience?: FunctionAudience;
  readonly description?: string;
  /** @default Duration.seconds(10) (API Gateway gives up after 29 s anyway) */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
}

/**
 * Every Lambda of the academy: Node 22 on arm64, bundled with the local esbuild (see ./bundling.ts), one-month logs in its own log
 * group, X-Ray tracing, the application's environment, and the role shared by the functions with exactly its
 * grants (./function-roles.ts), which it lets write to its own log group only (no AWSLambdaBasicExecutionRole).
 * No reserved concurrency: the account pool is shared by all routes.
 */
export class AcademyFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AcademyFunctionProps) {
    const { resources } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The shared role of its grant set, plus logs:CreateLogStream/PutLogEvents on this log group's ARN only.
    const role = props.roles.roleFor(props.grants, props.audience);
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: handlerEntry(props.handlerModule),
      handler: 'handler',
      description: props.description ?? props.handlerModule,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      environment: {
        TABLE_NAME: resources.table.tableName,
        USER_POOL_ID: resources.userPool.userPoolId,
        USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
        VIDEOS_BUCKET: resources.videosBucket.bucketName,
        CERTIFICATES_BUCKET: resources.certificatesBucket.bucketName,
        RAZORPAY_KEY_ID: resources.razorpay.keyId,
        // Stack traces in the logs point at the TypeScript sources, not the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.CJS,
        target: lambdaBundling.target,
        minify: lambdaBundling.minify,
        sourceMap: lambdaBundling.sourceMap,
        sourcesContent: false,
        bundleAwsSDK: lambdaBundling.bundleAwsSDK,
        externalModules: [...lambdaBundling.externalModules],
        esbuildArgs: { '--alias': [...lambdaBundling.esbuildArgs['--alias']] },
      },
    });
    Tags.of(this).add(FUNCTION_TAG, id);
    // The secrets' names only: the handlers read the values at run time (functions/src/lib/secrets.ts), so no
    // value is in the template or the function's environment.
    if (props.grants.includes('razorpay:key-secret'))
      this.addEnvironment('RAZORPAY_KEY_SECRET_ID', resources.razorpay.keySecret.secretName);
    if (props.grants.includes('razorpay:webhook-secret'))
      this.addEnvironment('RAZORPAY_WEBHOOK_SECRET_ID', resources.razorpay.webhookSecret.secretName);
    if (props.grants.includes('site-media:write'))
      this.addEnvironment('SITE_BUCKET', resources.siteBucket.bucketName);
    // Mail (functions/src/lib/email.ts): the sender, its configuration set, the rate; the links' key by its ARN
    // and the site the links point at. Without a sender (no e-mail domain) EMAIL_FROM stays unset: nothing mails.
    const { email } = resources;
    if (props.grants.includes('email:send')) {
      if (email.fromAddress) this.addEnvironment('EMAIL_FROM', email.fromAddress);
      this.addEnvironment('EMAIL_CONFIGURATION_SET', email.configurationSetName);
      this.addEnvironment('EMAIL_SEND_RATE', String(email.sendRate));
    }
    if (props.grants.includes('email:token-secret'))
      this.addEnvironment('EMAIL_TOKEN_SECRET_ID', email.tokenSecret.secretArn);
    if (props.grants.includes('email:send') || props.grants.includes('email:token-secret'))
      this.addEnvironment('PUBLIC_SITE_URL', email.siteUrl);

    acknowledge(this, {
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: handlers and tests target Node 22; a runtime move is a deliberate change, not a side effect of a CDK upgrade.',
    });
  }
}
