import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AcademyStack } from '../lib/academy-stack';
import { PIPELINE_DEFAULTS, PipelineStack } from '../lib/pipeline';

/**
 * The CDK app (`npx cdk synth|deploy`, see docs/deploy.md):
 * - `Academy`: the application, deployed directly with `npm run deploy`;
 * - `AcademyPipeline`: CDK Pipelines deploying the same application as `Prod-Academy` on every push.
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

new PipelineStack(app, 'AcademyPipeline', {
  env,
  description: 'CDK Pipelines for the online learning academy',
  settings: {
    repository: context('repository', PIPELINE_DEFAULTS.repository),
    branch: context('branch', PIPELINE_DEFAULTS.branch),
    connectionArn: context('connectionArn', PIPELINE_DEFAULTS.connectionArn),
  },
});

// AWS Solutions rules on every stack; each acknowledgement sits next to the construct it is about.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
