import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AcademyStack } from '../lib/academy-stack';
import { PIPELINE_DEFAULTS, PipelineStack } from '../lib/pipeline';
import type { StagesConfig } from '../lib/stage-config';

/**
 * The CDK app (`npx cdk synth|deploy`, see docs/deploy.md):
 * - `Academy`: the application, deployed directly with `npm run deploy`;
 * - `AcademyPipeline`: CDK Pipelines testing every push, deploying it as `Staging-Academy`, smoke-testing it,
 *   and after an approval as `Prod-Academy` (only when context `stages` is given).
 * Settings come from context (`-c key=value` or cdk.json); nothing here needs AWS credentials to synth.
 */
// No AWS::CDK::Metadata resource (CDK's version analytics, which the app does not need): with the site built, the
// pipeline's Prod stage has exactly CloudFormation's 500 resources without it, and 501 with it.
const app = new App({ analyticsReporting: false });
const context = (key: string, fallback: string): string => String(app.node.tryGetContext(key) ?? fallback);

const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: context('region', 'ap-south-1') };

new AcademyStack(app, 'Academy', {
  env,
  description: 'Online learning academy: data, auth, storage, API, web and schedules',
});

// The pipeline exists once its stages are configured (context `stages`, docs/deploy.md#the-pipeline); with
// placeholder values in them it refuses to synthesise, so they never reach Staging or Prod.
const stages = app.node.tryGetContext('stages') as StagesConfig | undefined;
if (stages)
  new PipelineStack(app, 'AcademyPipeline', {
    env,
    description: 'CDK Pipelines for the online learning academy',
    settings: {
      repository: context('repository', PIPELINE_DEFAULTS.repository),
      branch: context('branch', PIPELINE_DEFAULTS.branch),
      connectionArn: context('connectionArn', PIPELINE_DEFAULTS.connectionArn),
    },
    stages,
  });
else
  console.warn(
    'AcademyPipeline left out: no stage settings (context `stages`, see docs/deploy.md#the-pipeline).',
  );

// AWS Solutions rules on every stack; each acknowledgement sits next to the construct it is about.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
