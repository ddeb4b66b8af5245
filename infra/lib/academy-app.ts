import type { App, Environment } from 'aws-cdk-lib';
import { AcademyStack, type AcademyStackProps } from './academy-stack';
import { EdgeStack } from './edge';
import { type PipelineSettings, PipelineStack } from './pipeline';
import type { StagesConfig } from './stage-config';

export interface AcademyAppStacks {
  readonly edge: EdgeStack;
  readonly academy: AcademyStack;
  readonly pipeline?: PipelineStack;
}

/**
 * The app's stacks (infra/bin/app.ts; the tests build the same):
 * - `AcademyEdge`: the CloudFront web ACL, in us-east-1 as CloudFront requires, deployed before `Academy`, whose
 *   distribution gets its ARN as a cross-region reference (CDK writes it to SSM in the application's region);
 * - `Academy`: the application, deployed directly with `npm run deploy`;
 * - `AcademyPipeline` (when its settings are given): CDK Pipelines testing every push and deploying both again as
 *   `Staging-AcademyEdge`/`Staging-Academy`, then after smoke tests and an approval as `Prod-…`.
 */
export function addAcademyStacks(
  app: App,
  {
    env,
    pipeline,
    academy = {},
  }: {
    env: Environment;
    pipeline?: { settings: PipelineSettings; stages: StagesConfig };
    academy?: AcademyStackProps;
  },
): AcademyAppStacks {
  const edge = new EdgeStack(app, 'AcademyEdge', {
    env: { account: env.account },
    description: 'Online learning academy: the CloudFront web ACL (us-east-1)',
  });
  const stack = new AcademyStack(app, 'Academy', {
    ...academy,
    env,
    crossRegionReferences: true,
    webAclArn: edge.webAclArn,
    description: 'Online learning academy: data, auth, storage, API, web and schedules',
  });
  const pipelineStack =
    pipeline &&
    new PipelineStack(app, 'AcademyPipeline', {
      env,
      description: 'CDK Pipelines for the online learning academy',
      settings: pipeline.settings,
      stages: pipeline.stages,
      academy,
    });
  return { edge, academy: stack, pipeline: pipelineStack };
}
