import { grantsOf, isPublic, type RouteDef } from '@academy/shared';
import { NestedStack, type NestedStackProps, Stack } from 'aws-cdk-lib';
import { CfnIntegration, CfnRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { AcademyFunction, type AcademyResources } from './academy-function';
import { type FunctionAudience, FunctionRoles } from './function-roles';
import { functionAlarms } from './monitoring';
import { acknowledge, acknowledgeManagedPolicies } from './nag';
import { pascal } from './paths';

export interface FeatureApiProps extends NestedStackProps {
  /** The feature's folder under functions/src (`courses`): the stack's routes are those whose handlers live there. */
  readonly feature: string;
  readonly routes: readonly RouteDef[];
  readonly resources: AcademyResources;
  /** The HTTP API's id (in the parent stack): the integrations are its, the permissions name it. */
  readonly apiId: string;
  /** The API's JWT authorizer (in the parent stack), for the routes this stack declares. */
  readonly authorizerId: string;
  /**
   * Whether this stack declares a route's Route resource (routes added since issue 41), or the parent does (those
   * deployed before: ./parent-routes.ts).
   */
  readonly declaresRoute: (route: RouteDef) => boolean;
  /** The alarms topic (in the parent stack): each function's errors and throttles alarms notify it. */
  readonly alarmTopic: ITopic;
  /**
   * How a new version of each function goes live: `canary` (a `live` alias the API invokes, moved by CodeDeploy
   * 10 % for 5 minutes then all, rolled back by the function's errors alarm), or `all-at-once` (the API invokes the
   * function itself). @default 'all-at-once'
   */
  readonly deployment?: LambdaDeployment;
}

/** How new function versions go live (see FeatureApiProps.deployment). */
export type LambdaDeployment = 'canary' | 'all-at-once';

/** The feature of a route: the folder of its handler module (`courses/list-courses` → `courses`). */
export const featureOf = (route: RouteDef): string => route.handler.split('/')[0]!;

/** Who may call a route's function: its role is shared only within the audience (./function-roles.ts). */
export const audienceOf = (route: RouteDef): FunctionAudience =>
  isPublic(route)
    ? 'public'
    : Array.isArray(route.access) && route.access.length === 1 && route.access[0] === 'admin'
      ? 'admin'
      : 'signed-in';

/** `live-sessions` → `LiveSessionsApi`: the nested stack's construct id. */
export const featureStackId = (feature: string): string => `${feature.split('-').map(pascal).join('')}Api`;

/**
 * One feature's half of the API in a nested stack of its own (issue 36: CloudFormation's 500 resources a stack):
 * its route functions, their log groups, their HTTP API integrations and invoke permissions, and the execution
 * roles of its grant sets (one per set, shared by the feature's functions with that set), and each function's
 * errors and throttles alarms. The routes deployed before issue 41 stay in the parent with the API, its authorizer
 * and its stage (their logical ids unchanged, so an update only points each route at its new integration): such a
 * route costs the parent one resource and this stack four. A newer route is declared here too (five, the parent
 * none), so routes no longer fill the parent (./parent-routes.ts).
 */
export class FeatureApi extends NestedStack {
  /** Function per route id. */
  readonly functions: Record<string, AcademyFunction> = {};
  /** The integration id per route id, for the parent's route targets. */
  readonly integrationIds: Record<string, string> = {};

  constructor(scope: Construct, id: string, props: FeatureApiProps) {
    super(scope, id, {
      ...props,
      description: `Online learning academy: the ${props.feature} routes' functions and integrations`,
    });
    const roles = new FunctionRoles(this, 'FunctionRoles', props.resources, { readsOriginSecret: true });
    const canary = props.deployment === 'canary';
    const application = canary ? new LambdaApplication(this, 'Deployments') : undefined;
    // One service role for the stack's deployment groups (each would make its own otherwise).
    const deployRole = canary
      ? new Role(this, 'DeploymentRole', {
          assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
          managedPolicies: [
            ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
          ],
        })
      : undefined;
    if (deployRole)
      acknowledgeManagedPolicies(deployRole, [
        {
          finding:
            /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSCodeDeployRoleForLambdaLimited$/,
          reason:
            'AWS’s own least-privilege policy for CodeDeploy moving Lambda aliases (limited to GetAlias/UpdateAlias, reading alarms and invoking hooks named CodeDeployHook_*).',
        },
      ]);
    for (const route of props.routes) {
      const name = pascal(route.id);
      const fn = new AcademyFunction(this, `${name}Function`, {
        handlerModule: route.handler,
        grants: grantsOf(route),
        resources: props.resources,
        roles,
        audience: audienceOf(route),
        description: `${route.method} ${route.path}: ${route.summary}`,
      });
      // The origin secret's ARN (not its value): httpHandler refuses requests that did not come through CloudFront.
      fn.addEnvironment('ORIGIN_SECRET_ID', props.resources.originSecret.secretArn);
      this.functions[route.id] = fn;
      const alarms = functionAlarms(this, name, fn, props.alarmTopic);
      // Canary: the API invokes the `live` alias, which CodeDeploy moves to each new version gradually.
      const target: IFunction = canary
        ? new Alias(this, `${name}Live`, { aliasName: 'live', version: fn.currentVersion })
        : fn;
      if (application)
        new LambdaDeploymentGroup(this, `${name}Deployment`, {
          application,
          alias: target as Alias,
          deploymentConfig: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
          alarms: [alarms.Errors],
          autoRollback: { failedDeployment: true, deploymentInAlarm: true },
          role: deployRole,
        });
      const integration = new CfnIntegration(this, `${name}Integration`, {
        apiId: props.apiId,
        integrationType: 'AWS_PROXY',
        integrationUri: target.functionArn,
        payloadFormatVersion: '2.0',
      });
      this.integrationIds[route.id] = integration.ref;
      if (props.declaresRoute(route)) {
        const httpRoute = new CfnRoute(this, `${name}Route`, {
          apiId: props.apiId,
          routeKey: `${route.method} ${route.path}`,
          target: `integrations/${integration.ref}`,
          ...(isPublic(route)
            ? { authorizationType: 'NONE' }
            : { authorizationType: 'JWT', authorizerId: props.authorizerId }),
        });
        if (isPublic(route))
          acknowledge(httpRoute, {
            id: 'AwsSolutions-APIG4',
            reason: `Public by design in the route table (${route.id}: ${route.summary}).`,
          });
      }
      // As HttpLambdaIntegration grants it: any stage, any method, this route's path on this API only.
      target.addPermission(`${name}Invoke`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Stack.of(this).formatArn({
          service: 'execute-api',
          resource: props.apiId,
          resourceName: `*/*${route.path}`,
        }),
      });
    }
  }
}
