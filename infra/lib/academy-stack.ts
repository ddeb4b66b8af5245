import {
  isEdgeCached,
  type RouteDef,
  routeList,
  routes as routeTable,
  type ScheduleDef,
  schedules,
} from '@academy/shared';
import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AcademyResources, RazorpaySettings } from './academy-function';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { FunctionRoles } from './function-roles';
import { Schedule } from './schedule';
import { Storage } from './storage';
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
  /** Razorpay settings. @default key id from context `razorpayKeyId` (a test key placeholder), secret `academy/razorpay` */
  readonly razorpay?: RazorpaySettings;
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
  readonly functionRoles: FunctionRoles;

  constructor(scope: Construct, id: string, props: AcademyStackProps = {}) {
    super(scope, id, props);
    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    this.storage = new Storage(this, 'Storage');
    // Before the API, whose functions may write the site bucket's course media (uploaded thumbnails); the
    // distribution's /api/* origin is the API's domain, read when the template is made.
    const routes = props.routes ?? routeList;
    this.web = new Web(this, 'Web', {
      apiDomainName: Lazy.string({ produce: () => this.api.domainName }),
      logsBucket: this.storage.logsBucket,
      spaDirectory: props.spaDirectory,
      edgeCachedApiPaths: routes.filter(isEdgeCached).map((route) => route.path),
    });
    const resources: AcademyResources = {
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      videosBucket: this.storage.videosBucket,
      certificatesBucket: this.storage.certificatesBucket,
      siteBucket: this.web.bucket,
      razorpay: props.razorpay ?? {
        keyId: this.node.tryGetContext('razorpayKeyId') ?? 'rzp_test_placeholder',
        secretName: this.node.tryGetContext('razorpaySecretName') ?? 'academy/razorpay',
      },
    };
    // The API's functions are in a nested stack per feature, each with its roles (./feature-api.ts); the
    // schedule's functions share one execution role per grant set here.
    this.api = new Api(this, 'Api', { routes, resources });
    this.functionRoles = new FunctionRoles(this, 'FunctionRoles', resources);
    this.schedule = new Schedule(this, 'Schedule', {
      schedules: props.schedules ?? schedules,
      resources,
      roles: this.functionRoles,
    });
    this.storage.allowBrowserAccessFrom([this.web.url, ...(props.extraWebOrigins ?? [])]);
    // Absolute links to the web app (no cycle: the distribution needs only the API's domain): certificate QR
    // codes point at its /verify page, the calendar feed routes answer the feed's address under its /api/.
    const siteUrl = this.node.tryGetContext('publicSiteUrl') ?? this.web.url;
    for (const route of routes) {
      if (needsSiteUrl(route)) this.api.functions[route.id]?.addEnvironment('PUBLIC_SITE_URL', siteUrl);
    }

    new CfnOutput(this, 'WebUrl', { value: this.web.url, description: 'The academy web app (and /api/*)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
  }
}
