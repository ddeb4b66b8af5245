import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addAcademyStacks } from '../lib/academy-app';
import { PIPELINE_DEFAULTS } from '../lib/pipeline';
import type { StagesConfig } from '../lib/stage-config';

/**
 * The CDK app (`npx cdk synth|deploy`, see docs/deploy.md): `AcademyEdge` (the web ACL, us-east-1), `Academy`
 * (the application) and, when context `stages` is given, `AcademyPipeline` (testing every push, deploying both
 * as `Staging-…`, smoke-testing them, and after an approval as `Prod-…`); see ../lib/academy-app.ts.
 * Settings come from context (`-c key=value` or cdk.json); nothing here needs AWS credentials to synth.
 */
// No AWS::CDK::Metadata resource: CDK's version analytics, which the app does not need (one resource less in each
// stack, whose budgets infra/test/resource-budget.test.ts keeps).
const app = new App({ analyticsReporting: false });
const context = (key: string, fallback: string): string => String(app.node.tryGetContext(key) ?? fallback);

// The pipeline exists once its stages are configured (context `stages`, docs/deploy.md#the-pipeline); with
// placeholder values in them it refuses to synthesise, so they never reach Staging or Prod.
const stages = app.node.tryGetContext('stages') as StagesConfig | undefined;
if (!stages)
  console.warn(
    'AcademyPipeline left out: no stage settings (context `stages`, see docs/deploy.md#the-pipeline).',
  );
addAcademyStacks(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: context('region', 'ap-south-1') },
  pipeline: stages && {
    settings: {
      repository: context('repository', PIPELINE_DEFAULTS.repository),
      branch: context('branch', PIPELINE_DEFAULTS.branch),
      connectionArn: context('connectionArn', PIPELINE_DEFAULTS.connectionArn),
    },
    stages,
  },
});

// AWS Solutions rules on every stack; each acknowledgement sits next to the construct it is about.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
