import {
  emailEventsSubscriber,
  isEdgeCached,
  queueConsumers,
  type RouteDef,
  routeList,
  routes as routeTable,
  type ScheduleDef,
  schedules,
  streamConsumers,
} from '@academy/shared';
import { CfnOutput, Lazy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { AcademyResources, RazorpaySettings } from './academy-function';
import { Api } from './api';
import { Auth } from './auth';
import { Backup } from './backup';
import { Data } from './data';
import { Email } from './email';
import { Events } from './events';
import type { LambdaDeployment } from './feature-api';
import { Monitoring } from './monitoring';
import { acknowledge } from './nag';
import { Schedule } from './schedule';
import { type SellerInput, sellerEnvironmentOf } from './seller';
import { Storage } from './storage';
import { VideoSigning, type VideoSigningKeys } from './video';
import { Web } from './web';

export interface AcademyStackProps extends StackProps {
  /** @default routeList from @academy/shared */
  readonly routes?: readonly RouteDef[];
  /** @default schedules from @academy/shared */
  readonly schedules?: readonly ScheduleDef[];
  /** Extra browser origins allowed on the videos bucket (a custom domain). @default [] */
  readonly extraWebOrigins?: string[];
  /** The SPA build to upload (see WebProps.spaDirectory). @default frontend/dist */
  readonly spaDirectory?: string;
  /**
   * Razorpay settings. @default key id from context `razorpayKeyId` (a test key placeholder), secrets named by
   * context `razorpayKeySecretName` and `razorpayWebhookSecretName` (`academy/razorpay/key-secret`,
   * `academy/razorpay/webhook-secret`)
   */
  readonly razorpay?: RazorpaySettings;
  /**
   * The origin secret's version CloudFront sends (after a rotation, docs/operations.md). @default context
   * `originSecretVersionId`, else the current version at the time of the deploy
   */
  readonly originSecretVersionId?: string;
  /**
   * How new versions of the route functions go live: `canary` (CodeDeploy, 10 % for 5 minutes, rolled back by each
   * function's errors alarm) or `all-at-once`. @default context `lambdaDeployment`, else 'all-at-once'
   */
  readonly lambdaDeployment?: LambdaDeployment;
  /** The distribution's web ACL (AcademyEdge, infra/lib/edge.ts, us-east-1). @default none, acknowledged */
  readonly webAclArn?: string;
  /** A vault in another account the backups are copied to. @default context `backupCopyVaultArn`, else none */
  readonly backupCopyVaultArn?: string;
  /**
   * The public keys CloudFront checks the video cookies with (issue 38). @default context `videoSigningPublicKey`
   * (and `videoSigningPreviousPublicKey` while rotating); without one, no CDN path for videos (a synth warning)
   */
  readonly videoSigningKeys?: VideoSigningKeys;
  /**
   * The seller on the tax documents, its GST rate, series and refund window (issue 39; ./seller.ts), checked with
   * SellerSettings at synth. @default context `seller`; without it, shared's demo seller and a synth warning
   */
  readonly seller?: SellerInput;
}

/** The routes that build absolute web app URLs (PUBLIC_SITE_URL, see functions/src/lib/env.ts). */
const SITE_URL_ROUTES: ReadonlySet<string> = new Set([
  routeTable.getCalendarFeed.id,
  routeTable.createCalendarFeed.id,
]);

export const needsSiteUrl = (route: RouteDef): boolean =>
  Boolean(route.grants?.includes('certificates:write')) || SITE_URL_ROUTES.has(route.id);

/**
 * The application: each concern is its own construct, wired together here; the API's functions sit in a nested
 * stack per feature (./feature-api.ts), so this stack keeps the stateful resources (table, user pool, buckets)
 * under the logical ids they always had, and room below CloudFormation's 500 resources.
 */
export class AcademyStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly storage: Storage;
  readonly api: Api;
  readonly web: Web;
  readonly schedule: Schedule;
  /** SES's configuration set, its bounces and complaints topic, the unsubscribe links' key (issue 37). */
  readonly email: Email;
  /** The stream consumers and the SES events subscriber, in a nested stack (issue 37). */
  readonly events: Events;
  readonly originSecret: Secret;
  readonly monitoring: Monitoring;
  /** The web app's address (the pipeline's smoke tests read it from the deployed stage). */
  readonly webUrlOutput: CfnOutput;
  readonly backup: Backup;
  /** The video cookies' signing key (its secret) and CloudFront's public key and key group (issue 38). */
  readonly videoSigning: VideoSigning;

  constructor(scope: Construct, id: string, props: AcademyStackProps = {}) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    this.storage = new Storage(this, 'Storage');
    // Before the API, whose functions may write the site bucket's course media (uploaded thumbnails); the
    // distribution's /api/* origin is the API's domain, read when the template is made.
    const routes = props.routes ?? routeList;
    // The secret CloudFront sends to the API with every request (lib/origin.ts refuses requests without it):
    // generated by CloudFormation, so its value is in no template; rotated as docs/operations.md says.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description:
        'Academy: the header CloudFront sends to the API (JSON current, and previous while rotating)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    acknowledge(this.originSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand (docs/operations.md): CloudFront’s origin header takes the new value only with a deploy, and the API accepts the previous value meanwhile.',
    });
    const originSecretVersionId =
      props.originSecretVersionId ?? this.node.tryGetContext('originSecretVersionId');
    this.web = new Web(this, 'Web', {
      apiDomainName: Lazy.string({ produce: () => this.api.domainName }),
      // A dynamic reference CloudFormation resolves at deploy time, never the value.
      originSecretValue: SecretValue.secretsManager(this.originSecret.secretArn, {
        jsonField: 'current',
        ...(originSecretVersionId ? { versionId: originSecretVersionId } : {}),
      }).unsafeUnwrap(),
      logsBucket: this.storage.logsBucket,
      spaDirectory: props.spaDirectory,
      edgeCachedApiPaths: routes.filter(isEdgeCached).map((route) => route.path),
    });
    // Absolute links to the web app (no cycle: the distribution needs only the API's domain): certificate QR
    // codes point at its /verify page, the calendar feed routes answer the feed's address under its /api/, mails
    // link to its pages.
    const siteUrl: string = this.node.tryGetContext('publicSiteUrl') ?? this.web.url;
    this.email = new Email(this, 'Email', { identity: this.auth.emailIdentity, siteUrl });
    const mailEnabled = this.email.resources.fromAddress !== undefined;
    const razorpay: RazorpaySettings = props.razorpay ?? {
      keyId: this.node.tryGetContext('razorpayKeyId') ?? 'rzp_test_placeholder',
      keySecretName: this.node.tryGetContext('razorpayKeySecretName') ?? 'academy/razorpay/key-secret',
      webhookSecretName:
        this.node.tryGetContext('razorpayWebhookSecretName') ?? 'academy/razorpay/webhook-secret',
    };
    this.videoSigning = new VideoSigning(this, 'VideoSigning', { keys: props.videoSigningKeys });
    // Transcoded lessons through the CDN, for holders of a signed cookie (no key: not served at all).
    if (this.videoSigning.keyGroup)
      this.web.serveVideos(this.storage.videosBucket, this.videoSigning.keyGroup);
    const resources: AcademyResources = {
      sellerEnvironment: sellerEnvironmentOf(this, props.seller),
      invoicesBucket: this.storage.invoicesBucket,
      exportsBucket: this.storage.exportsBucket,
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      videosBucket: this.storage.videosBucket,
      certificatesBucket: this.storage.certificatesBucket,
      siteBucket: this.web.bucket,
      razorpay: {
        keyId: razorpay.keyId,
        keySecret: Secret.fromSecretNameV2(this, 'RazorpayKeySecret', razorpay.keySecretName),
        webhookSecret: Secret.fromSecretNameV2(this, 'RazorpayWebhookSecret', razorpay.webhookSecretName),
      },
      originSecret: this.originSecret,
      email: this.email.resources,
      videoSigning: {
        secret: this.videoSigning.secret,
        keyPairId: this.videoSigning.keyPairId,
        previousKey: this.videoSigning.previousKey,
      },
    };
    // The API's functions are in a nested stack per feature, each with its roles (./feature-api.ts); the
    // schedule's functions in one of their own (./schedule.ts), sharing one execution role per grant set there.
    // The alarms topic first: every route function's own alarms in the feature stacks notify it.
    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: this.node.tryGetContext('alarmEmail') || undefined,
    });
    const deployment: LambdaDeployment =
      props.lambdaDeployment ??
      (this.node.tryGetContext('lambdaDeployment') === 'canary' ? 'canary' : 'all-at-once');
    this.api = new Api(this, 'Api', { routes, resources, alarmTopic: this.monitoring.topic, deployment });
    this.schedule = new Schedule(this, 'Schedule', {
      schedules: props.schedules ?? schedules,
      resources,
      // Without a sender the mail jobs' rules are there but off (they would only fail).
      enabled: (job) => mailEnabled || !job.grants.includes('email:send'),
    });
    this.events = new Events(this, 'Events', {
      streamConsumers,
      queueConsumers,
      emailEventsSubscriber,
      table: this.data.table,
      email: this.email,
      failures: this.schedule.failures,
      resources,
      alarmTopic: this.monitoring.topic,
      mailEnabled,
    });
    this.monitoring.watch({
      httpApi: this.api.httpApi,
      table: this.data.table,
      failuresQueue: this.schedule.failures,
      scheduledFunctions: this.schedule.functions,
      webhookFunction: this.api.functions[routeTable.paymentWebhook.id],
    });
    this.storage.allowBrowserAccessFrom([this.web.corsOrigin, ...(props.extraWebOrigins ?? [])]);
    for (const route of routes) {
      if (needsSiteUrl(route)) this.api.functions[route.id]?.addEnvironment('PUBLIC_SITE_URL', siteUrl);
    }

    // Issue 36: the edge's web ACL, the CSP's exact media bucket (with a site domain), and the backups.
    this.web.useWebAcl(props.webAclArn);
    this.web.allowMediaFrom(this.storage.videosBucket);
    this.backup = new Backup(this, 'Backup', {
      table: this.data.table,
      certificatesBucket: this.storage.certificatesBucket,
      invoicesBucket: this.storage.invoicesBucket,
      copyVaultArn: props.backupCopyVaultArn,
    });

    this.webUrlOutput = new CfnOutput(this, 'WebUrl', {
      value: this.web.url,
      description: 'The academy web app (and /api/*)',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'InvoicesBucketName', {
      value: this.storage.invoicesBucket.bucketName,
      description: 'The tax documents (invoices, credit notes), kept eight years',
    });
    new CfnOutput(this, 'VideoSigningSecretName', {
      value: this.videoSigning.secretName,
      description:
        'Where the private key that signs the video cookies goes (docs/deploy.md#video-signing-key)',
    });
  }
}
