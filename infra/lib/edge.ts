import { type RouteDef, routes } from '@academy/shared';
import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { LOG_RETENTION } from './log-retention';

/** CloudFront takes web ACLs from us-east-1 only (WAF scope CLOUDFRONT), wherever the application is. */
export const EDGE_REGION = 'us-east-1';

/** A WAF rate-based rule: at most `limit` requests from one address in `windowSeconds`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

/**
 * Per-address limits on the routes worth abusing, in one place. An address can be shared: a college lab, a
 * hostel's Wi-Fi, a mobile carrier's NAT, so each is sized for `SHARED_ADDRESS` learners behind one address, each
 * doing at most what the web app does in five minutes, twice over:
 * - `/api/auth/*` (sign-in, sign-up, token refresh, the signed-in user): 3 a learner (sign-in, `me`, a refresh)
 *   at a class's start → 150; 300. A password-guessing bot gets one try a second per address, then is blocked
 *   until its rate falls, and the API's own sign-in bucket (./throttles.ts) stays for everyone else.
 * - the lesson video links (`GET …/modules/{moduleId}/video`, a signed link to a whole video): 2 lessons opened
 *   a learner → 100; 200. A scraper of links is held to one every 1.5 s.
 * - the course preview (public, a signed link to the first module's video): 1 a visitor → 50; 100.
 */
export const SHARED_ADDRESS = 50;
export const RATE_LIMITS = {
  auth: { limit: 300, windowSeconds: 300 },
  videoLinks: { limit: 200, windowSeconds: 300 },
  preview: { limit: 100, windowSeconds: 300 },
} as const satisfies Record<string, RateLimit>;

/** The routes the video-link and preview limits cover, from the route table. */
export const VIDEO_LINK_ROUTES: readonly RouteDef[] = [routes.getVideoLink];
export const PREVIEW_ROUTES: readonly RouteDef[] = [routes.getCoursePreview];
export const AUTH_PATH_PREFIX = '/api/auth/';

/** `/api/courses/{id}/preview` → `^/api/courses/[^/]+/preview/?$`: the path WAF sees, any id. */
export function pathPattern(path: string): string {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return `^${parts.join('[^/]+')}/?$`;
}

/**
 * Rules of the AWS managed rule groups that would block the academy's own traffic, counted instead (still in
 * the metrics and sampled requests):
 * - `SizeRestrictions_BODY` (bodies over 8 KB): a course's authored page is lists of up to 50 entries of 300
 *   characters, well over 8 KB; every body is bounded by its route's schema, and API Gateway's payload limit.
 * - `CrossSiteScripting_BODY`: the academy teaches web development; students post HTML and JavaScript in forum
 *   posts, submissions and mentor chat. React escapes every text it renders and the CSP allows no inline script
 *   but the pages' own, by hash.
 */
export const COUNTED_MANAGED_RULES: Readonly<Record<string, readonly string[]>> = {
  AWSManagedRulesCommonRuleSet: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'],
};

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** Matches paths from URL-decoded, normalised text, so `%2F` or `//` spellings match too. */
const pathTransformations: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
];

function managedRule(name: string, priority: number): CfnWebACL.RuleProperty {
  const counted = COUNTED_MANAGED_RULES[name] ?? [];
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(counted.length > 0
          ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function rateRule(
  name: string,
  priority: number,
  { limit, windowSeconds }: RateLimit,
  scopeDown: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    // 429 rather than WAF's default 403: the caller is told to slow down, not that it is forbidden.
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: windowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: scopeDown,
      },
    },
    visibilityConfig: visibility(name),
  };
}

const anyPath = (patterns: string[]): CfnWebACL.StatementProperty => {
  const statements = patterns.map(
    (regexString): CfnWebACL.StatementProperty => ({
      regexMatchStatement: {
        regexString,
        fieldToMatch: { uriPath: {} },
        textTransformations: pathTransformations,
      },
    }),
  );
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
};

/**
 * The academy's web ACL for its CloudFront distribution: addresses on Amazon's IP reputation list are blocked,
 * then AWS's common and known-bad-inputs rule groups, then per-address rate limits on sign-in, the video links
 * and the preview (`RATE_LIMITS`). Everything else is allowed.
 */
export function webAclRules(): CfnWebACL.RuleProperty[] {
  return [
    managedRule('AWSManagedRulesAmazonIpReputationList', 0),
    managedRule('AWSManagedRulesCommonRuleSet', 1),
    managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
    rateRule('RateAuth', 10, RATE_LIMITS.auth, {
      byteMatchStatement: {
        searchString: AUTH_PATH_PREFIX,
        positionalConstraint: 'STARTS_WITH',
        fieldToMatch: { uriPath: {} },
        textTransformations: pathTransformations,
      },
    }),
    rateRule(
      'RateVideoLinks',
      11,
      RATE_LIMITS.videoLinks,
      anyPath(VIDEO_LINK_ROUTES.map((route) => pathPattern(route.path))),
    ),
    rateRule(
      'RatePreview',
      12,
      RATE_LIMITS.preview,
      anyPath(PREVIEW_ROUTES.map((route) => pathPattern(route.path))),
    ),
  ];
}

/**
 * What the web ACL logs: only the requests it blocked or counted (every request would be hundreds of GB a month at
 * 100,000 students), without the caller's token.
 */
export const WAF_LOG_ACTIONS = ['BLOCK', 'COUNT', 'EXCLUDED_AS_COUNT'] as const;

/**
 * `AcademyEdge`: what CloudFront needs from us-east-1, deployed before the application (the web ACL reaches the
 * distribution as a cross-region reference, which CDK carries through SSM parameters).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, {
      ...props,
      env: { ...props.env, region: EDGE_REGION },
      crossRegionReferences: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-web`,
      description: 'Academy web ACL for the CloudFront distribution, infra/lib/edge.ts',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: webAclRules(),
      visibilityConfig: visibility('AcademyWebAcl'),
    });
    // WAF delivers to CloudWatch Logs groups named aws-waf-logs-…, given by an ARN without the `:*` suffix.
    this.logGroup = new LogGroup(this, 'WebAclLogs', {
      logGroupName: `aws-waf-logs-${this.stackName}`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: WAF_LOG_ACTIONS.map((action) => ({ ActionCondition: { Action: action } })),
          },
        ],
      },
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }

  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}
