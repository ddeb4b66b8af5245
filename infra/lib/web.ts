import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COURSE_PAGE,
  COURSE_SHELL,
  ORIGIN_HEADER,
  PREFIXED_LOCALES,
  prerenderedPaths,
  SPA_SHELL,
  VIDEO_PATH,
} from '@academy/shared';
import { Annotations, Aws, CfnOutput, Duration, Lazy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IKeyGroup,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { stringContext } from './context';
import { COURSE_MEDIA_FOLDER } from './function-roles';
import { acknowledge, acknowledgeManagedPolicies, acknowledgeWildcards, lambdaBasicExecution } from './nag';
import { frontendDist, repoRoot, startAfterPaintScript } from './paths';
import { privateBucketProps } from './storage';

/** Third parties the web app talks to from the browser. */
export const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_LUMBERJACK = 'https://lumberjack.razorpay.com';

export interface WebProps {
  /**
   * The HTTP API's custom domain (`api-origin.academy.example.com`), served under /api/*. Not its execute-api
   * domain: that endpoint is disabled, so that callers cannot go around CloudFront.
   */
  readonly apiDomainName: string;
  /**
   * The origin secret's current value as a deploy-time reference (never the value): CloudFront sends it to the API
   * in ORIGIN_HEADER on every request it forwards, and the API refuses requests without it.
   */
  readonly originSecretValue: string;
  /** Receives the CloudFront access logs and the SPA bucket's server access logs. */
  readonly logsBucket: IBucket;
  /**
   * The built SPA to upload (a folder with index.html). When it has not been built, the upload is skipped
   * (with a note at synth) so a fresh clone still synthesises; the distribution is created either way.
   * @default frontend/dist
   */
  readonly spaDirectory?: string;
  /**
   * API paths whose anonymous answers CloudFront keeps as long as their Cache-Control says (the routes
   * `isEdgeCached` picks from the route table: public GETs at a fixed path, e.g. `/api/catalogue`). @default []
   */
  readonly edgeCachedApiPaths?: readonly string[];
  /**
   * The site's own host name, e.g. `academy.example.com`, with an ACM certificate for it in us-east-1 (where
   * CloudFront takes certificates from). With it the web origin is a name known before the deploy, so the videos
   * bucket's CORS rule no longer names the distribution, and the CSP can name the exact bucket
   * (`allowMediaFrom`) without a dependency cycle.
   * @default - from context `webDomainName` + `webCertificateArn`; without them the `*.cloudfront.net` name
   */
  readonly siteDomain?: SiteDomain;
}

/** `/hls/*`: the CDN path of the transcoded lessons (VIDEO_PATH), the videos bucket's `hls/` prefix. */
export const VIDEO_PATH_PATTERN = `${VIDEO_PATH}*`;
/** `hls/`: the videos bucket's prefix CloudFront may read, and nothing else of that bucket. */
export const VIDEO_PREFIX = VIDEO_PATH.slice(1);

export interface SiteDomain {
  readonly domainName: string;
  /** An issued ACM certificate for `domainName`, in us-east-1. */
  readonly certificateArn: string;
}

/** The site domain from context keys `webDomainName` and `webCertificateArn` (both, or neither). */
export function siteDomainFromContext(scope: Construct): SiteDomain | undefined {
  const domainName = stringContext(scope, 'webDomainName');
  const certificateArn = stringContext(scope, 'webCertificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn)
    throw new Error(
      'Set both webDomainName and webCertificateArn (an ACM certificate in us-east-1), or neither',
    );
  return { domainName, certificateArn };
}

/** The site origin the build's pages name in their canonical links (frontend/build/prerender.ts, PUBLIC_SITE_URL). */
export function builtSiteOrigin(site: string): string | undefined {
  const home = path.join(site, 'index.html');
  if (!existsSync(home)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(readFileSync(home, 'utf8'))?.[1];
  return canonical ? new URL(canonical).origin : undefined;
}

/** The CSP source of an inline script: its SHA-256, base64. */
export const inlineScriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * The inline scripts the site's pages may run, by hash: the prerendered pages' start-after-paint script
 * (from its source, which the build inlines verbatim), and the course shell's first script, built from
 * TypeScript by the web build and so taken from the built shell: `site` is the build's folder
 * (`npm run build -w frontend` runs before synth; without a build there is no site to upload either).
 */
function inlineScriptHashes(site: string): string[] {
  const hashes = [inlineScriptHash(readFileSync(startAfterPaintScript, 'utf8'))];
  const shell = path.join(site, COURSE_SHELL);
  if (existsSync(shell)) {
    const early = /<script data-early>([\s\S]*?)<\/script>/.exec(readFileSync(shell, 'utf8'))?.[1];
    if (early) hashes.push(inlineScriptHash(early));
  }
  return hashes;
}

/**
 * The Content-Security-Policy of every response: self, Razorpay checkout, Cognito and the region's S3. The
 * inline scripts allowed are the pages' own two, by hash (`inlineScriptHashes`, from the build in `site`).
 */
export function contentSecurityPolicy(
  region: string,
  site: string = frontendDist,
  mediaOrigins: readonly string[] = [],
): string {
  // Videos and uploads go browser <-> S3 via presigned URLs: to the exact buckets when the site has a domain of
  // its own (`Web.allowMediaFrom`); otherwise the bucket's CORS names this distribution, and naming the bucket
  // here would close a dependency cycle, so the region's S3 is allowed.
  const s3 = mediaOrigins.length > 0 ? mediaOrigins.join(' ') : `https://*.s3.${region}.amazonaws.com`;
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(site).join(' ')} ${RAZORPAY_CHECKOUT}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com ${s3} ${RAZORPAY_API} ${RAZORPAY_LUMBERJACK}`,
    `media-src 'self' blob: ${s3}`,
    // hls.js transmuxes lesson segments in a worker it starts from a blob: (else on the page's own thread).
    "worker-src 'self' blob:",
    `frame-src ${RAZORPAY_API} ${RAZORPAY_CHECKOUT}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${RAZORPAY_API}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A viewer-request function on the site behaviour, the same mapping as `htmlFileFor` (shared/src/site.ts), in
 * each language (`/hi/…` from the `hi/` folder): a public page rendered at build time is served its own `<path>.html`, a course page the course shell,
 * every other path without a file extension is a client-side route and gets the empty shell. This replaces
 * distribution-wide 403/404 error pages, which would also have turned the API's own 403/404 JSON answers
 * into `200 index.html`.
 */
export function siteRewriteCode(): string {
  const pages = Object.fromEntries(prerenderedPaths.filter((p) => p !== '/').map((p) => [p, 1]));
  const locales = Object.fromEntries(PREFIXED_LOCALES.map((locale) => [locale, 1]));
  return `var PAGES = ${JSON.stringify(pages)};
var LOCALES = ${JSON.stringify(locales)};
var COURSE = ${COURSE_PAGE.toString()};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var prefix = '';
  var language = /^\\/([a-z]{2})(?=\\/|$)/.exec(uri);
  if (language && LOCALES[language[1]] === 1) {
    prefix = '/' + language[1];
    uri = uri.substring(prefix.length) || '/';
  }
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (path === '/') request.uri = prefix + '/index.html';
  else if (PAGES[path] === 1) request.uri = prefix + path + '.html';
  else request.uri = prefix + (COURSE.test(path) ? '${COURSE_SHELL}' : '${SPA_SHELL}');
  return request;
}`;
}

/**
 * The web front door: a private bucket with the SPA build behind CloudFront (Origin Access Control), the API
 * under /api/* on the same origin (no CORS, no caching), the transcoded lessons under /hls/* for holders of signed
 * cookies (`serveVideos`), security headers on every response.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The site's own domain, when it has one (`WebProps.siteDomain`). */
  readonly siteDomain?: SiteDomain;
  private readonly mediaBuckets: IBucket[] = [];
  private readonly headers: ResponseHeadersPolicy;
  private videosServed = false;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    this.siteDomain = props.siteDomain ?? siteDomainFromContext(this);

    this.bucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
      // A course thumbnail that was replaced is tagged retired (functions/src/videos/storage.ts): kept a week for
      // the pages that still name it, then removed.
      lifecycleRules: [
        {
          id: 'expire-retired-course-media',
          prefix: COURSE_MEDIA_FOLDER,
          tagFilters: { 'academy-retired': 'true' },
          expiration: Duration.days(7),
        },
      ],
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Academy security headers',
      securityHeadersBehavior: {
        // Lazy: the media buckets are named after construction (`allowMediaFrom`).
        contentSecurityPolicy: {
          contentSecurityPolicy: Lazy.string({
            produce: () =>
              contentSecurityPolicy(
                region,
                frontendDist,
                this.mediaBuckets.map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
              ),
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          override: true,
        },
        // `X-XSS-Protection: 0`, as OWASP advises: the filter `1; mode=block` switched on is gone from current
        // browsers and could be abused to blank out or probe pages in the old ones; the CSP is the protection.
        xssProtection: { protection: false, override: true },
      },
    });

    this.headers = headers;

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Prerendered pages get their own HTML, client-side routes the SPA shell',
      code: FunctionCode.fromInline(siteRewriteCode()),
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_HEADER]: props.originSecretValue },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Online learning academy',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America, Europe, Asia incl. India: where the students are, at a lower price than ALL.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(this.siteDomain
        ? {
            domainNames: [this.siteDomain.domainName],
            certificate: Certificate.fromCertificateArn(
              this,
              'SiteCertificate',
              this.siteDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Public answers that are the same for every anonymous caller (the catalogue, the course list): kept
        // at the edge as long as the API's Cache-Control says (a minute), keyed by the query string; the managed
        // policy forwards no Authorization, which these public routes never read. More specific than /api/*.
        ...Object.fromEntries(
          (props.edgeCachedApiPaths ?? []).map((apiPath) => [
            apiPath,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
              cachePolicy: CachePolicy.USE_ORIGIN_CACHE_CONTROL_HEADERS_QUERY_STRINGS,
              responseHeadersPolicy: headers,
              compress: true,
            },
          ]),
        ),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason: 'The academy sells to students anywhere; there is no country it must block.',
    });
    if (this.siteDomain) {
      new CfnOutput(this, 'SiteAliasTarget', {
        value: this.distribution.distributionDomainName,
        description: `Where ${this.siteDomain.domainName} must point (CNAME, or a Route 53 alias)`,
      }).overrideLogicalId('WebAliasTarget');
    } else {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot set a minimum TLS version; a site domain (context webDomainName + webCertificateArn) gets TLSv1.2_2021.',
      });
    }

    const spaDirectory = props.spaDirectory ?? frontendDist;
    if (existsSync(path.join(spaDirectory, 'index.html'))) {
      const deployment = new BucketDeployment(this, 'DeploySpa', {
        sources: [Source.asset(spaDirectory)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        prune: true,
        // Uploaded course media lives beside the app's files and is no part of the build: never pruned.
        exclude: [`${COURSE_MEDIA_FOLDER}*`],
        memoryLimit: 512,
      });
      this.acknowledgeDeploymentHelper(deployment);
      const site = builtSiteOrigin(spaDirectory);
      if (site && /^https?:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(site)) {
        Annotations.of(this).addWarningV2(
          'academy:spa-site-url',
          `The pages' canonical and hreflang addresses name ${site}: build the web app with PUBLIC_SITE_URL set to the public site (PUBLIC_SITE_URL=https://academy.example.com npm run build -w frontend).`,
        );
      }
    } else {
      Annotations.of(this).addWarningV2(
        'academy:spa-not-built',
        `${path.relative(repoRoot, spaDirectory)}/index.html not found: the SPA is not uploaded. Run "npm run build -w frontend" before synth/deploy.`,
      );
    }
  }

  /**
   * Puts the distribution behind the web ACL of `AcademyEdge` (infra/lib/edge.ts, us-east-1), given as its ARN;
   * without one (the stack synthesised on its own) the missing WAF is acknowledged, with the reason.
   */
  useWebAcl(webAclArn: string | undefined): void {
    if (webAclArn) {
      this.distribution.attachWebAclId(webAclArn);
      return;
    }
    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR2',
      reason:
        'No web ACL in this synthesis: the stack was built without AcademyEdge (on its own, or in a pipeline synthesised without an account, which a cross-region stage needs); infra/bin/app.ts deploys it with one.',
    });
  }

  /**
   * Serves the transcoded lessons (issue 38) at `/hls/*` from the videos bucket's `hls/` prefix, to holders of a
   * cookie signed with a key of `keyGroup` (CloudFront checks the signature and its policy, whose resource is
   * `/hls/<courseId>/` and below on any host, before anything else, the cache included). The origin is the bucket through its own
   * origin access control, and the bucket policy lets this distribution read `hls/*` alone: the originals (`videos/…`),
   * the submissions and uploads stay unreachable through the CDN. Cached by path only (playlists and segments are
   * written once under a new job id each transcode; no cookie or query string in the key), compressed (the playlists
   * and captions are text). The same origin as the web app and its /api/*, so no CORS.
   */
  serveVideos(videosBucket: IBucket, keyGroup: IKeyGroup): void {
    // CDK's OAC origin would grant s3:GetObject on the whole bucket; it gets the bucket as an imported one, to which
    // it can add nothing, and the one statement it needs is added below, narrowed to hls/*.
    const asOrigin = Bucket.fromBucketAttributes(this, 'VideosOriginBucket', {
      bucketArn: videosBucket.bucketArn,
      bucketName: videosBucket.bucketName,
      bucketRegionalDomainName: videosBucket.bucketRegionalDomainName,
    });
    this.distribution.addBehavior(VIDEO_PATH_PATTERN, S3BucketOrigin.withOriginAccessControl(asOrigin), {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headers,
      compress: true,
      trustedKeyGroups: [keyGroup],
    });
    this.videosServed = true;
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The videos bucket policy is written by Web.serveVideos itself: CloudFront may read hls/* only.',
    );
    videosBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsTranscodedVideos',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [videosBucket.arnForObjects(`${VIDEO_PREFIX}*`)],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${this.distribution.distributionId}`,
          },
        },
      }),
    );
  }

  /**
   * Lets the pages reach `bucket` from the browser (presigned uploads and playback) by naming it in the CSP's
   * `connect-src` and `media-src`. Only when the bucket's CORS rule does not name the distribution's generated
   * domain (`corsOrigin`), which is created after this policy: with a site domain, or once the distribution serves
   * the videos bucket itself (`serveVideos`). Otherwise the region's S3 stays allowed instead.
   */
  allowMediaFrom(bucket: IBucket): void {
    if (this.siteDomain || this.servesVideos) this.mediaBuckets.push(bucket);
  }

  /**
   * The web origin (for links to the site): `https://academy.example.com` with a site domain, a name known before
   * the deploy; else `https://d111.cloudfront.net`, the distribution's own.
   */
  get url(): string {
    if (this.siteDomain) return `https://${this.siteDomain.domainName}`;
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * The web origin the videos bucket's CORS rule names (presigned uploads from the pages): `url`, except when the
   * site has no domain of its own and the distribution serves the videos bucket (`serveVideos`). The distribution
   * then depends on the bucket (its origin), and a CORS rule naming the distribution's generated domain would be a
   * dependency cycle, so the rule names CloudFront's domains, `https://*.cloudfront.net`. That costs little: a
   * presigned URL is the credential, and CORS only decides which pages may read S3's answer to it.
   */
  get corsOrigin(): string {
    if (!this.siteDomain && this.servesVideos) return 'https://*.cloudfront.net';
    return this.url;
  }

  /** Whether `serveVideos` put the videos bucket behind the distribution. */
  get servesVideos(): boolean {
    return this.videosServed;
  }

  private acknowledgeDeploymentHelper(deployment: BucketDeployment): void {
    acknowledgeManagedPolicies(deployment.handlerRole, [lambdaBasicExecution]);
    acknowledgeWildcards(deployment.handlerRole, [
      {
        finding: /^(Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*|Resource::.*\/\*)$/,
        reason:
          'CDK BucketDeployment copies the whole built SPA from the CDK asset bucket into the site bucket and prunes old files; scoped to those two buckets.',
      },
      {
        finding: /^Resource::\*$/,
        reason:
          'CDK BucketDeployment invalidates this distribution (cloudfront:CreateInvalidation has no resource scope in the generated policy).',
      },
    ]);
    // The helper is a stack-level singleton named Custom::CDKBucketDeployment<hash>.
    for (const child of Stack.of(this).node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledge(child, {
          id: 'AwsSolutions-L1',
          reason:
            'CDK-managed BucketDeployment helper; its runtime is chosen by aws-cdk-lib, not by this app.',
        });
      }
    }
  }
}
