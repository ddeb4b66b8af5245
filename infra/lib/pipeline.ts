import { createRequire } from 'node:module';
import { Annotations, Stack, type StackProps, Stage, Token } from 'aws-cdk-lib';
import { BuildSpec, LinuxBuildImage } from 'aws-cdk-lib/aws-codebuild';
import { CodePipeline, CodePipelineSource, ShellStep } from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import type { AcademyStackProps } from './academy-stack';
import { AcademyStage } from './academy-stage';
import { EDGE_REGION } from './edge';
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
    // The Prod stage deploys AcademyEdge to us-east-1 too, and CodePipeline's cross-region actions need the
    // pipeline's account (for their artifact bucket there): known when synthesised with credentials, as `npm run
    // deploy` and the pipeline's own synth are; an offline synth leaves the edge out and says so.
    const account = props.env?.account;
    const edge = account !== undefined && !Token.isUnresolved(account);
    if (!edge) {
      Annotations.of(this).addWarningV2(
        'academy:pipeline-without-edge',
        'No account (synthesised without credentials): the Prod stage is built without AcademyEdge and its web ACL. Synthesise with credentials, or set CDK_DEFAULT_ACCOUNT, to see the stage the pipeline deploys.',
      );
    }
    this.stage = new AcademyStage(this, 'Prod', { env: props.env, academy: props.academy, edge });
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
        // The account is a token offline and a number when synthesised with credentials.
        finding: /^Resource::arn:\*:iam::(<AWS::AccountId>|\d{12}):role\/\*$/,
        reason:
          'Self-mutation assumes the cdk bootstrap roles; the statement is conditioned on the aws-cdk:bootstrap-role tag.',
      },
      {
        finding: /^Resource::\*$/,
        reason:
          'CDK Pipelines: cloudformation:DescribeStacks/s3:ListBucket for self-mutation and codebuild:StartBuild for asset publishing, whose targets are generated at deploy time.',
      },
      {
        // Named `<pipeline stack>-support-…replicationbucket…`, cut to S3's 63 characters.
        finding: /^Resource::arn:(aws|<AWS::Partition>):s3:::[a-z0-9.-]+-support-[a-z0-9.-]+\/\*$/,
        reason:
          'Objects of the artifact bucket CodePipeline keeps in us-east-1 for the AcademyEdge deploy (cross-region support); artifact keys are generated per execution.',
      },
    ]);
    // That bucket is in a support stack CodePipeline adds to the app (`cross-region-stack-<account>:us-east-1`).
    if (edge) {
      const support = Stage.of(this)?.node.tryFindChild(`cross-region-stack-${account}:${EDGE_REGION}`);
      if (support)
        acknowledge(support, {
          id: 'AwsSolutions-S1',
          reason:
            'CodePipeline’s cross-region artifact bucket for the us-east-1 deploy: short-lived build artifacts; CloudTrail covers access to it.',
        });
    }
  }
}
