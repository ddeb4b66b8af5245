import { grantsOf, isPublic, type RouteDef } from '@academy/shared';
import { Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AcademyFunction, type AcademyResources } from './academy-function';
import { acknowledge } from './nag';
import { pascal } from './paths';

export interface ApiProps {
  /** Every route of the route table; each gets its own function. */
  readonly routes: readonly RouteDef[];
  readonly resources: AcademyResources;
  /** @default { rateLimit: 50, burstLimit: 100 } */
  readonly throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The HTTP API: one Lambda per route of the route table, each with the least access `grantsOf(route)` allows.
 * Routes with roles sit behind a JWT authorizer on the user pool (the handler then checks the role against
 * the user record); public routes have none. The web app reaches it through CloudFront under /api/*.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Function per route id. */
  readonly functions: Record<string, AcademyFunction> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { userPool, userPoolClient } = props.resources;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'academy-api',
      description: 'Online learning academy API (routes from shared/src/routes.ts)',
      // A stage of our own below: the default one takes neither throttling nor access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const throttle = props.throttle ?? { rateLimit: 50, burstLimit: 100 };
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
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
    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${region}.amazonaws.com/${userPool.userPoolId}`,
      { jwtAudience: [userPoolClient.userPoolClientId], identitySource: ['$request.header.Authorization'] },
    );
    const none = new HttpNoneAuthorizer();

    for (const route of props.routes) {
      const name = pascal(route.id);
      const fn = new AcademyFunction(this, `${name}Function`, {
        handlerModule: route.handler,
        grants: grantsOf(route),
        resources: props.resources,
        description: `${route.method} ${route.path}: ${route.summary}`,
      });
      this.functions[route.id] = fn;
      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: isPublic(route) ? none : authorizer,
      });
      if (isPublic(route)) {
        acknowledge(httpRoute, {
          id: 'AwsSolutions-APIG4',
          reason: `Public by design in the route table (${route.id}: ${route.summary}).`,
        });
      }
    }
  }

  /** `abc123.execute-api.ap-south-1.amazonaws.com`, for CloudFront's /api/* origin. */
  get domainName(): string {
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
