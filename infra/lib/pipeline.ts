import { createRequire } from 'node:module';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { BuildSpec, LinuxBuildImage } from 'aws-cdk-lib/aws-codebuild';
import { CodePipeline, CodePipelineSource, ShellStep } from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import type { AcademyStackProps } from './academy-stack';
import { AcademyStage } from './academy-stage';
import { acknowledge, acknowledgeWildcards } from './nag';

/** Offline placeholders: the pipeline synthesises without them, but cannot be deployed until they are set. */
export const PIPELINE_DEFAULTS = {
  repository: 'OWNER/academy',
  branch: 'main',
  connectionArn:
    'arn:aws:codeconnections:ap-south-1:000000000000:connection/00000000-0000-0000-0000-000000000000',
} as const;

export interface PipelineSettings {
  /** `owner/name` of the Git repository behind the CodeStar (CodeConnections) connection. */
  readonly repository: string;
  readonly branch: string;
  readonly connectionArn: string;
}

export interface PipelineStackProps extends StackProps {
  readonly settings: PipelineSettings;
  /** Props of the application stack the pipeline deploys. @default {} */
  readonly academy?: AcademyStackProps;
}

/** The CLI version the pipeline installs for self-mutation: the one this repo synthesises with. */
const cliVersion = (createRequire(import.meta.url)('aws-cdk/package.json') as { version: string }).version;

/**
 * CDK Pipelines: source from the connection, synth with the repo's own scripts, then the application stage.
 * Self-mutating, so changes to this file deploy themselves after the first `cdk deploy`.
 */
export class PipelineStack extends Stack {
  readonly pipeline: CodePipeline;
  readonly stage: AcademyStage;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { repository, branch, connectionArn } = props.settings;

    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineName: 'academy',
      crossAccountKeys: false,
      cliVersion,
      synth: new ShellStep('Synth', {
        input: CodePipelineSource.connection(repository, branch, { connectionArn }),
        commands: ['npm ci', 'npm run build -w frontend', 'npx cdk synth'],
        primaryOutputDirectory: 'cdk.out',
      }),
      codeBuildDefaults: {
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0 },
        partialBuildSpec: BuildSpec.fromObject({
          phases: { install: { 'runtime-versions': { nodejs: 22 } } },
        }),
      },
    });
    this.stage = new AcademyStage(this, 'Prod', { env: props.env, academy: props.academy });
    this.pipeline.addStage(this.stage);
    // Build now rather than in an aspect at synth time, so the acknowledgements below see every resource.
    this.pipeline.buildPipeline();

    // Scoped to the pipeline construct: the Prod stage below it must pass the checks on its own.
    acknowledge(
      this.pipeline,
      {
        id: 'AwsSolutions-S1',
        reason: 'CDK Pipelines artifact bucket: short-lived build artifacts; CloudTrail covers access to it.',
      },
      {
        id: 'AwsSolutions-CB4',
        reason:
          'Build artifacts are encrypted with S3-managed keys; single-account pipeline, no KMS key needed.',
      },
    );
    acknowledgeWildcards(this.pipeline, [
      {
        finding: /^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List)\*$/,
        reason:
          'CDK Pipelines stages read and write the pipeline artifact bucket only (standard CDK bucket grant).',
      },
      {
        finding: /^Resource::<PipelineArtifactsBucket[A-Za-z0-9]+\.Arn>\/\*$/,
        reason: 'Objects of the pipeline artifact bucket; artifact keys are generated per execution.',
      },
      {
        finding: /^Resource::arn:aws:logs:.*:log-group:\/aws\/codebuild\/.*$/,
        reason: 'CodeBuild writes its build logs to log groups named after its (generated) project.',
      },
      {
        finding: /^Resource::arn:aws:codebuild:.*:report-group\/.*$/,
        reason: 'CodeBuild test report groups are named after the (generated) project.',
      },
      {
        finding: /^Resource::arn:\*:iam::<AWS::AccountId>:role\/\*$/,
        reason:
          'Self-mutation assumes the cdk bootstrap roles; the statement is conditioned on the aws-cdk:bootstrap-role tag.',
      },
      {
        finding: /^Resource::\*$/,
        reason:
          'CDK Pipelines: cloudformation:DescribeStacks/s3:ListBucket for self-mutation and codebuild:StartBuild for asset publishing, whose targets are generated at deploy time.',
      },
    ]);
  }
}
