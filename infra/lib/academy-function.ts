import type { Grant } from '@academy/shared';
import { Duration, RemovalPolicy, type Size, Tags } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  copyFfmpegCommands,
  copyPdfAssetsCommands,
  ffmpegBundling,
  LAMBDA_PDF_ENVIRONMENT,
  lambdaBundling,
  rendersPdf,
  usesFfmpeg,
} from './bundling';
import type { EmailResources } from './email';
import type { FunctionAudience, FunctionRoles } from './function-roles';
import { LOG_RETENTION } from './log-retention';
import { acknowledge } from './nag';
import { handlerEntry, repoRoot } from './paths';
import { usesSellerSettings } from './seller';

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
  /** The tax documents' bucket (issue 39): `invoices:read`, `invoices:write` (put only: a tax document is never deleted). */
  readonly invoicesBucket: IBucket;
  /** The data exports' bucket (issue 41): `exports:read` (a presigned GET), `exports:write` (put only). */
  readonly exportsBucket: IBucket;
  /**
   * The stage's seller settings as environment variables (SELLER_*, GST_RATE_BASIS_POINTS, INVOICE_SERIES,
   * CREDIT_NOTE_SERIES, REFUND_WINDOW_DAYS; ./seller.ts), checked at synth; set on the payments functions.
   */
  readonly sellerEnvironment: Readonly<Record<string, string>>;
  /** The web app's bucket: functions granted `site-media:write` publish course thumbnails in its course-media/. */
  readonly siteBucket: IBucket;
  /** SES's sender, configuration set and rate, and the unsubscribe links' key (`email:send`, `email:token-secret`). */
  readonly email: EmailResources;
  /** What signs the CloudFront cookies for /hls/* (`video:sign`): the private key's secret and the key-pair id. */
  readonly videoSigning: VideoSigningResources;
  /**
   * The queue of the transcoding tasks (`transcode:send`): in the stack of the functions events invoke
   * (./events.ts), and given to those functions only. @default none: no function outside that stack may send to it
   */
  readonly transcodeQueue?: IQueue;
}

export interface VideoSigningResources {
  /** The secret holding the private key (PEM), read at run time (VIDEO_SIGNING_KEY_SECRET_ID, its ARN). */
  readonly secret: ISecret;
  /**
   * The CloudFront public key's id (VIDEO_SIGNING_KEY_PAIR_ID); undefined without a signing key (context
   * `videoSigningPublicKey`): then nothing is served under /hls/* and the functions must not sign.
   */
  readonly keyPairId?: string;
  /** During a rotation: the key being replaced (VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID, VIDEO_SIGNING_PREVIOUS_KEY_SHA256). */
  readonly previousKey?: { readonly keyPairId: string; readonly sha256: string };
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

/** The transcode queue for a function granted `transcode:send`, which only the Events stack's functions have. */
export function transcodeQueueOf(resources: AcademyResources): IQueue {
  if (!resources.transcodeQueue)
    throw new Error(
      'transcode:send is granted only to functions events invoke (infra/lib/events.ts), beside the queue',
    );
  return resources.transcodeQueue;
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
  /** /tmp. @default Lambda's 512 MB */
  readonly ephemeralStorageSize?: Size;
}

/** Lambda's limit on a function's description. */
export const MAX_DESCRIPTION_LENGTH = 256;

/** `description`, cut to Lambda's 256 characters (route summaries are written for people, not for Lambda). */
export const lambdaDescription = (description: string): string =>
  description.length <= MAX_DESCRIPTION_LENGTH
    ? description
    : `${description.slice(0, MAX_DESCRIPTION_LENGTH - 1).trimEnd()}…`;

/**
 * Every Lambda of the academy: Node 22 on arm64 (x86_64 for the functions that run ffmpeg, whose binary is
 * linux-x64: ./bundling.ts `usesFfmpeg`), bundled with the local esbuild (see ./bundling.ts), one-month logs in its
 * own log group, X-Ray tracing, the application's environment, and the role shared by the functions with exactly its
 * grants (./function-roles.ts), which it lets write to its own log group only (no AWSLambdaBasicExecutionRole).
 * No reserved concurrency: the account pool is shared by all routes.
 */
export class AcademyFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AcademyFunctionProps) {
    const { resources } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The shared role of its grant set, plus logs:CreateLogStream/PutLogEvents on this log group's ARN only.
    const role = props.roles.roleFor(props.grants, props.audience);
    logGroup.grantWrite(role);
    const ffmpeg = usesFfmpeg(props.handlerModule);
    const pdf = rendersPdf(props.handlerModule);

    super(scope, id, {
      entry: handlerEntry(props.handlerModule),
      handler: 'handler',
      description: lambdaDescription(props.description ?? props.handlerModule),
      runtime: Runtime.NODEJS_22_X,
      architecture: ffmpeg ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      ephemeralStorageSize: props.ephemeralStorageSize,
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
        externalModules: [
          ...lambdaBundling.externalModules,
          ...(ffmpeg ? ffmpegBundling.externalModules : []),
        ],
        esbuildArgs: { '--alias': [...lambdaBundling.esbuildArgs['--alias']] },
        // ffmpeg's package finds its binary beside it in node_modules: both are copied into the bundle as they are.
        // The PDF functions get the Noto fonts and HarfBuzz's wasm beside index.js (./bundling.ts).
        ...(ffmpeg || pdf
          ? {
              commandHooks: {
                beforeBundling: (): string[] => [],
                beforeInstall: (): string[] => [],
                afterBundling: (inputDir: string, outputDir: string): string[] => [
                  ...(ffmpeg ? copyFfmpegCommands(inputDir, outputDir) : []),
                  ...(pdf ? copyPdfAssetsCommands(inputDir, outputDir) : []),
                ],
              },
            }
          : {}),
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
    if (props.grants.includes('invoices:read') || props.grants.includes('invoices:write'))
      this.addEnvironment('INVOICES_BUCKET', resources.invoicesBucket.bucketName);
    if (props.grants.includes('exports:read') || props.grants.includes('exports:write'))
      this.addEnvironment('EXPORTS_BUCKET', resources.exportsBucket.bucketName);
    // The seller on the tax documents and their rules (issue 39): the payments functions, routes and consumer alike.
    if (usesSellerSettings(props.handlerModule))
      for (const [name, value] of Object.entries(resources.sellerEnvironment))
        this.addEnvironment(name, value);
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
    // Signed cookies for /hls/* (issue 38): the private key's secret by its ARN, and the CloudFront public key's id,
    // which the cookies name. No key-pair id: the stage has no signing key, nothing is served under /hls/*.
    if (props.grants.includes('video:sign')) {
      this.addEnvironment('VIDEO_SIGNING_KEY_SECRET_ID', resources.videoSigning.secret.secretArn);
      if (resources.videoSigning.keyPairId)
        this.addEnvironment('VIDEO_SIGNING_KEY_PAIR_ID', resources.videoSigning.keyPairId);
      // While rotating: the cookies name the previous key as long as the secret still holds its private key.
      const previous = resources.videoSigning.previousKey;
      if (previous) {
        this.addEnvironment('VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID', previous.keyPairId);
        this.addEnvironment('VIDEO_SIGNING_PREVIOUS_KEY_SHA256', previous.sha256);
      }
    }
    // The fonts and wasm copied beside the bundle (./bundling.ts); the local stack points these at the system's.
    if (pdf)
      for (const [name, value] of Object.entries(LAMBDA_PDF_ENVIRONMENT)) this.addEnvironment(name, value);
    if (props.grants.includes('transcode:send'))
      this.addEnvironment('TRANSCODE_QUEUE_URL', transcodeQueueOf(resources).queueUrl);

    acknowledge(this, {
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: handlers and tests target Node 22; a runtime move is a deliberate change, not a side effect of a CDK upgrade.',
    });
  }
}
