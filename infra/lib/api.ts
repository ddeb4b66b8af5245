import { isPublic, type RouteDef } from '@academy/shared';
import { Annotations, CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnRoute,
  type CfnStage,
  DomainName,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { AcademyFunction, AcademyResources } from './academy-function';
import { hostedZoneFromContext, stringContext } from './context';
import { FeatureApi, featureOf, featureStackId, type LambdaDeployment } from './feature-api';
import { LOG_RETENTION } from './log-retention';
import { acknowledge } from './nag';
import { ROUTES_IN_APPLICATION_STACK } from './parent-routes';
import { pascal } from './paths';
import { DEFAULT_THROTTLE, ROUTE_THROTTLES, type Throttle } from './throttles';

/**
 * The API's own host name, which CloudFront uses as the origin of /api/* (see docs/deploy.md). The HTTP API's
 * default execute-api endpoint is disabled, and a custom domain name is then the only way into it.
 */
export interface ApiOriginDomain {
  /** E.g. `api-origin.academy.example.com`: a name in a DNS zone you control. */
  readonly domainName: string;
  /**
   * A Route 53 public hosted zone that holds `domainName`: CDK then issues the certificate (validated in DNS)
   * and adds the alias record. Given as attributes, so synth looks nothing up.
   * @default - none: `certificateArn` is required, and the CNAME record is yours to add
   */
  readonly hostedZone?: { readonly hostedZoneId: string; readonly zoneName: string };
  /**
   * An issued ACM certificate for `domainName` in the stack's region, when the DNS is not in Route 53.
   * @default - a certificate issued through `hostedZone`
   */
  readonly certificateArn?: string;
}

/** Stands in for an unset origin domain so that synth works offline; a deploy with it fails on the certificate. */
export const PLACEHOLDER_ORIGIN_DOMAIN = 'api-origin.academy.invalid';

/** The origin domain from context keys `apiDomainName`, `apiHostedZoneId` + `apiHostedZoneName`, `apiCertificateArn`. */
export function originDomainFromContext(scope: Construct): ApiOriginDomain | undefined {
  const domainName = stringContext(scope, 'apiDomainName');
  if (!domainName) return undefined;
  return {
    domainName,
    hostedZone: hostedZoneFromContext(scope, 'api'),
    certificateArn: stringContext(scope, 'apiCertificateArn'),
  };
}

export interface ApiProps {
  /** Every route of the route table; each gets its own function. */
  readonly routes: readonly RouteDef[];
  readonly resources: AcademyResources;
  /** The alarms topic each route function's alarms notify. */
  readonly alarmTopic: ITopic;
  /** How new function versions go live (./feature-api.ts). @default 'all-at-once' */
  readonly deployment?: LambdaDeployment;
  /** Every route's bucket unless it has its own. @default DEFAULT_THROTTLE (./throttles.ts) */
  readonly throttle?: Throttle;
  /** Buckets of their own, by route id (routes not in `routes` are ignored). @default ROUTE_THROTTLES */
  readonly routeThrottles?: Readonly<Record<string, Throttle>>;
  /**
   * The custom domain CloudFront reaches the API by.
   * @default - from context (`originDomainFromContext`); without it a placeholder that synthesises but cannot deploy
   */
  readonly originDomain?: ApiOriginDomain;
}

/**
 * The HTTP API: one Lambda per route of the route table, each with the least access `grantsOf(route)` allows
 * (through the role shared by its feature's routes with that same grant set), in a nested stack per feature
 * (./feature-api.ts); the API, its stage, domain, authorizer and routes are here.
 * Routes with roles sit behind a JWT authorizer on the user pool (the handler then checks the role against
 * the user record); public routes have none. The web app reaches it through CloudFront under /api/*, and only
 * so: the default execute-api endpoint is off, CloudFront's origin is the API's custom domain name.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The custom domain name CloudFront's /api/* origin points at. */
  readonly originDomain: DomainName;
  /** Function per route id. */
  readonly functions: Record<string, AcademyFunction> = {};
  /** The nested stack per feature (its handler folder): the functions and integrations of its routes. */
  readonly featureStacks: Record<string, FeatureApi> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { userPool, userPoolClient } = props.resources;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'academy-api',
      description: 'Online learning academy API (routes from shared/src/routes.ts)',
      // A stage of our own below: the default one takes neither throttling nor access logs.
      createDefaultStage: false,
      // Callers must come through CloudFront (its security headers, any WAF later), not around it: the
      // default execute-api endpoint is off.
      disableExecuteApiEndpoint: true,
    });
    this.originDomain = this.createOriginDomain(props.originDomain ?? originDomainFromContext(this));

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const throttle = props.throttle ?? DEFAULT_THROTTLE;
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
      domainMapping: { domainName: this.originDomain },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const region = Stack.of(this).region;
    const authorizer = new HttpAuthorizer(this.httpApi, 'CognitoJwt', {
      httpApi: this.httpApi,
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: `https://cognito-idp.${region}.amazonaws.com/${userPool.userPoolId}`,
      jwtAudience: [userPoolClient.userPoolClientId],
    });

    // Each feature's functions and integrations in a nested stack of its own (./feature-api.ts); the routes
    // deployed before issue 41 here, with the construct paths (so the logical ids) they have always had, and the
    // newer ones in their feature's stack (./parent-routes.ts).
    const inParent = (route: RouteDef) => ROUTES_IN_APPLICATION_STACK.has(route.id);
    const features = [...new Set(props.routes.map(featureOf))];
    for (const feature of features) {
      const stack = new FeatureApi(this, featureStackId(feature), {
        feature,
        routes: props.routes.filter((route) => featureOf(route) === feature),
        resources: props.resources,
        apiId: this.httpApi.apiId,
        authorizerId: authorizer.authorizerId,
        declaresRoute: (route) => !inParent(route),
        alarmTopic: props.alarmTopic,
        deployment: props.deployment,
      });
      this.featureStacks[feature] = stack;
      Object.assign(this.functions, stack.functions);
    }
    const routeThrottles = props.routeThrottles ?? ROUTE_THROTTLES;
    // A map by route key, which CloudFormation takes as it is (its keys spelled as in the template).
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const stage = this.stage.node.defaultChild as CfnStage;
    for (const route of props.routes) {
      const name = pascal(route.id);
      const featureStack = this.featureStacks[featureOf(route)]!;
      const httpRoute = inParent(route)
        ? new CfnRoute(new Construct(this, `${name}Route`), 'Resource', {
            apiId: this.httpApi.apiId,
            routeKey: `${route.method} ${route.path}`,
            target: `integrations/${featureStack.integrationIds[route.id]}`,
            ...(isPublic(route)
              ? { authorizationType: 'NONE' }
              : { authorizationType: 'JWT', authorizerId: authorizer.authorizerId }),
          })
        : featureStack;
      const own = routeThrottles[route.id];
      if (own) {
        const routeKey = `${route.method} ${route.path}`;
        routeSettings[routeKey] = {
          ThrottlingRateLimit: own.rateLimit,
          ThrottlingBurstLimit: own.burstLimit,
        };
        // API Gateway refuses settings for a route key it does not know yet: the stage waits for the route.
        stage.node.addDependency(httpRoute);
      }
      if (isPublic(route) && httpRoute instanceof CfnRoute) {
        acknowledge(httpRoute, {
          id: 'AwsSolutions-APIG4',
          reason: `Public by design in the route table (${route.id}: ${route.summary}).`,
        });
      }
    }
    if (Object.keys(routeSettings).length > 0) stage.routeSettings = routeSettings;
  }

  /**
   * `api-origin.academy.example.com`: the API's custom domain, for CloudFront's /api/* origin (a reference to the
   * domain resource, so the distribution is created after it).
   */
  get domainName(): string {
    return this.originDomain.name;
  }

  private createOriginDomain(origin: ApiOriginDomain | undefined): DomainName {
    const stack = Stack.of(this);
    if (!origin) {
      Annotations.of(this).addWarningV2(
        'academy:api-origin-domain-unset',
        `No API origin domain: set context apiDomainName (and apiHostedZoneId + apiHostedZoneName, or apiCertificateArn), see docs/deploy.md. ${PLACEHOLDER_ORIGIN_DOMAIN} only lets synth run; a deploy fails on its certificate.`,
      );
    }
    const { domainName, hostedZone, certificateArn } = origin ?? {
      domainName: PLACEHOLDER_ORIGIN_DOMAIN,
      certificateArn: stack.formatArn({
        service: 'acm',
        account: '000000000000',
        resource: 'certificate',
        resourceName: '00000000-0000-0000-0000-000000000000',
      }),
    };
    const zone = hostedZone && HostedZone.fromHostedZoneAttributes(this, 'OriginZone', hostedZone);
    let certificate: ICertificate;
    if (certificateArn)
      certificate = Certificate.fromCertificateArn(this, 'OriginCertificate', certificateArn);
    else if (zone)
      certificate = new Certificate(this, 'OriginCertificate', {
        domainName,
        validation: CertificateValidation.fromDns(zone),
      });
    else
      throw new Error(
        `API origin domain ${domainName}: give apiHostedZoneId + apiHostedZoneName or apiCertificateArn`,
      );

    // HTTP APIs take regional custom domains only; the certificate is in the stack's region (no us-east-1).
    const domain = new DomainName(this, 'OriginDomain', {
      domainName,
      certificate,
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    if (zone) {
      new ARecord(this, 'OriginRecord', {
        zone,
        recordName: domainName,
        target: RecordTarget.fromAlias(
          new ApiGatewayv2DomainProperties(domain.regionalDomainName, domain.regionalHostedZoneId),
        ),
      });
    }
    new CfnOutput(this, 'OriginTarget', {
      value: domain.regionalDomainName,
      description: `Where ${domainName} must point (CNAME) when its DNS is not the Route 53 zone given to CDK`,
    }).overrideLogicalId('ApiOriginTarget');
    return domain;
  }
}
